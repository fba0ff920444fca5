import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const minDistance = 50;

function formatPrice(value: number) {
  return `$${value}`;
}

export default function RangeSlider() {
  const [range, setRange] = React.useState<[number, number]>([200, 600]);
  const [low, high] = range;

  const handleChange = (
    _event: Event,
    newValue: number[],
    activeThumb: number,
  ) => {
    const [newLow = low, newHigh = high] = newValue;
    if (activeThumb === 0) {
      setRange([Math.min(newLow, high - minDistance), high]);
    } else {
      setRange([low, Math.max(newHigh, low + minDistance)]);
    }
  };

  return (
    <Box sx={{ width: 320, px: 1 }}>
      <Typography id="price-range-label" gutterBottom>
        Price: {formatPrice(low)} to {formatPrice(high)}
      </Typography>
      <Slider
        getAriaLabel={(index) =>
          index === 0 ? 'Minimum price' : 'Maximum price'
        }
        value={range}
        onChange={handleChange}
        valueLabelDisplay="auto"
        valueLabelFormat={formatPrice}
        getAriaValueText={formatPrice}
        min={0}
        max={1000}
        step={10}
        shiftStep={100}
        disableSwap
      />
    </Box>
  );
}
