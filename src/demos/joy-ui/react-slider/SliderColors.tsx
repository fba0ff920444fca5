import * as React from 'react';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Slider, { SliderProps } from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';

type Variant = NonNullable<SliderProps['variant']>;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function SliderColors() {
  const [variant, setVariant] = React.useState<Variant>('solid');

  return (
    <Box sx={{ width: '100%', maxWidth: 360, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Slider variant"
        value={variant}
        onChange={(event) => setVariant(event.target.value as Variant)}
        sx={{ flexWrap: 'wrap' }}
      >
        {(['solid', 'soft', 'outlined', 'plain'] as const).map((item) => (
          <Radio key={item} value={item} label={item} size="sm" />
        ))}
      </RadioGroup>
      <Stack spacing={2} sx={{ px: 1 }}>
        {colors.map((color, index) => (
          <Slider
            key={color}
            color={color}
            variant={variant}
            aria-label={`${color} slider`}
            defaultValue={20 + index * 15}
          />
        ))}
      </Stack>
    </Box>
  );
}
