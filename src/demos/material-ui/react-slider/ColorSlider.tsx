import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const colors = ['secondary', 'success', 'warning', 'error'] as const;

export default function ColorSlider() {
  return (
    <Box sx={{ width: 300 }}>
      {colors.map((color, index) => (
        <Slider
          key={color}
          color={color}
          defaultValue={20 + index * 20}
          aria-label={`Level, ${color} color`}
        />
      ))}
    </Box>
  );
}
