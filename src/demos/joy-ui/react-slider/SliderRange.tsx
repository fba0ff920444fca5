import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

function formatPrice(value: number) {
  return `$${value}`;
}

export default function SliderRange() {
  const [range, setRange] = React.useState<[number, number]>([20, 60]);

  return (
    <Box sx={{ width: '100%', maxWidth: 320, px: 1 }}>
      <Typography level="title-sm" gutterBottom>
        Price range: {formatPrice(range[0])} – {formatPrice(range[1])}
      </Typography>
      <Slider
        getAriaLabel={(index) =>
          index === 0 ? 'Minimum price' : 'Maximum price'
        }
        getAriaValueText={formatPrice}
        value={range}
        onChange={(event, newValue) => {
          if (Array.isArray(newValue)) {
            setRange([newValue[0] ?? 0, newValue[1] ?? 100]);
          }
        }}
        min={0}
        max={100}
        step={5}
        disableSwap
        valueLabelDisplay="auto"
        valueLabelFormat={formatPrice}
      />
    </Box>
  );
}
