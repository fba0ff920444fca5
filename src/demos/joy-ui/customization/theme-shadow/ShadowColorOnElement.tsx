import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: readonly ColorPaletteProp[] = ['neutral', 'primary', 'success', 'danger'];

// theme.shadow.lg is the raw value: it reads --joy-shadowChannel and --joy-shadowRing where it is
// used, so setting those two variables on the element recolours its shadow. (var(--joy-shadow-lg)
// is computed once on the root, so it would ignore them.)
export default function ShadowColorOnElement() {
  const [color, setColor] = React.useState<ColorPaletteProp>('primary');
  const [ring, setRing] = React.useState(true);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="sm"
          aria-label="Shadow color"
          value={color}
          onChange={(_event, next) => next && setColor(next)}
        >
          {colors.map((item) => (
            <Button key={item} value={item}>
              {item}
            </Button>
          ))}
        </ToggleButtonGroup>
        <Button size="sm" variant="outlined" color="neutral" aria-pressed={ring} onClick={() => setRing(!ring)}>
          {ring ? 'Ring on' : 'Ring off'}
        </Button>
      </Box>
      <Card
        variant="plain"
        sx={(theme) => ({
          maxWidth: 320,
          boxShadow: theme.shadow.lg,
          '--joy-shadowChannel': theme.vars.palette[color].mainChannel,
          '--joy-shadowOpacity': '0.3',
          '--joy-shadowRing': ring ? `0 0 0 1px ${theme.vars.palette[color].outlinedBorder}` : '0 0 #000',
        })}
      >
        <Typography level="title-md">Backup finished</Typography>
        <Typography level="body-sm">1,284 files copied to the archive drive.</Typography>
      </Card>
    </Box>
  );
}
