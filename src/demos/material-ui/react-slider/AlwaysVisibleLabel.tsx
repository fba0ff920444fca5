import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

function percent(value: number) {
  return `${value}%`;
}

export default function AlwaysVisibleLabel() {
  return (
    <Box sx={{ width: 300, pt: 5 }}>
      <Slider
        aria-label="Download limit"
        defaultValue={75}
        step={5}
        valueLabelDisplay="on"
        valueLabelFormat={percent}
        getAriaValueText={percent}
      />
    </Box>
  );
}
