import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet, { SheetProps } from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

type Variant = NonNullable<SheetProps['variant']>;
type Color = 'primary' | 'neutral' | 'danger' | 'success' | 'warning';

const variants: Variant[] = ['plain', 'outlined', 'soft', 'solid'];
const colors: Color[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function SheetPlayground() {
  const [variant, setVariant] = React.useState<Variant>('outlined');
  const [color, setColor] = React.useState<Color>('neutral');

  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
      <Sheet
        data-testid="sheet-playground-surface"
        variant={variant}
        color={color}
        sx={{ width: 220, height: 140, p: 2, borderRadius: 'md' }}
      >
        <Typography level="title-md" textColor="inherit">
          Storage
        </Typography>
        <Typography level="body-sm" textColor="inherit">
          {variant} · {color}
        </Typography>
      </Sheet>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <FormControl>
          <FormLabel id="sheet-variant-label">Variant</FormLabel>
          <RadioGroup
            aria-labelledby="sheet-variant-label"
            value={variant}
            onChange={(event) => setVariant(event.target.value as Variant)}
          >
            {variants.map((item) => (
              <Radio key={item} value={item} label={item} size="sm" />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="sheet-color-label">Color</FormLabel>
          <RadioGroup
            aria-labelledby="sheet-color-label"
            value={color}
            onChange={(event) => setColor(event.target.value as Color)}
          >
            {colors.map((item) => (
              <Radio key={item} value={item} label={item} size="sm" />
            ))}
          </RadioGroup>
        </FormControl>
      </Box>
    </Box>
  );
}
