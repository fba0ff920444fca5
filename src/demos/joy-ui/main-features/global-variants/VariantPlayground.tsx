import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function VariantPlayground() {
  const [variant, setVariant] = React.useState<VariantProp>('outlined');
  const [color, setColor] = React.useState<ColorPaletteProp>('primary');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <ToggleButtonGroup
          aria-label="Playground variant"
          size="sm"
          value={variant}
          onChange={(_event, value) => value && setVariant(value)}
        >
          {variants.map((item) => (
            <Button key={item} value={item}>
              {item}
            </Button>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          aria-label="Playground color"
          size="sm"
          value={color}
          onChange={(_event, value) => value && setColor(value)}
        >
          {colors.map((item) => (
            <Button key={item} value={item}>
              {item}
            </Button>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Card variant={variant} color={color} sx={{ width: 300 }} data-testid="playground-card">
        <Typography level="title-md">Weekly digest</Typography>
        <Typography level="body-sm">Seven new articles since Monday.</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip variant={variant} color={color} size="sm">
            New
          </Chip>
          <Button variant={variant} color={color} size="sm" sx={{ ml: 'auto' }}>
            Read now
          </Button>
        </Stack>
      </Card>
      <Typography level="body-xs" component="code" sx={{ fontFamily: 'code' }}>
        {`<Card variant="${variant}" color="${color}">`}
      </Typography>
    </Stack>
  );
}
