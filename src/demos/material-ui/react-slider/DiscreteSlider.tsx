import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const marks = [
  { value: 0, label: '0 °C' },
  { value: 20, label: '20 °C' },
  { value: 37, label: '37 °C' },
  { value: 100, label: '100 °C' },
];

function valueText(value: number) {
  return `${value} degrees Celsius`;
}

export default function DiscreteSlider() {
  return (
    <Box sx={{ width: 320, px: 1 }}>
      <Slider
        aria-label="Temperature"
        defaultValue={20}
        getAriaValueText={valueText}
        valueLabelDisplay="auto"
        step={10}
        marks={marks}
        min={0}
        max={100}
      />
      <Slider
        aria-label="Restricted temperature"
        defaultValue={37}
        getAriaValueText={valueText}
        valueLabelDisplay="auto"
        step={null}
        marks={marks}
        color="secondary"
      />
    </Box>
  );
}
