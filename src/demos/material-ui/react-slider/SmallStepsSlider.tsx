import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function SmallStepsSlider() {
  const [opacity, setOpacity] = React.useState(0.6);
  const labelId = React.useId();

  return (
    <Box sx={{ width: 300 }}>
      <Typography id={labelId} gutterBottom>
        Layer opacity: {opacity.toFixed(2)}
      </Typography>
      <Slider
        aria-labelledby={labelId}
        value={opacity}
        onChange={(_event, newValue) => setOpacity(newValue)}
        min={0}
        max={1}
        step={0.05}
        shiftStep={0.25}
        marks
        valueLabelDisplay="auto"
      />
    </Box>
  );
}
