import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const speeds = [
  { value: 0, label: 'Off' },
  { value: 1, label: 'Low' },
  { value: 2, label: 'Medium' },
  { value: 3, label: 'High' },
  { value: 4, label: 'Turbo' },
];

function speedName(value: number) {
  return speeds.find((mark) => mark.value === value)?.label ?? String(value);
}

export default function LabeledMarksSlider() {
  const [speed, setSpeed] = React.useState(2);

  return (
    <Box sx={{ width: 340, maxWidth: '100%', mx: 'auto', px: 2 }}>
      <Typography id="fan-speed-label" gutterBottom>
        Fan speed
      </Typography>
      <Slider
        aria-labelledby="fan-speed-label"
        getAriaValueText={speedName}
        step={null}
        min={0}
        max={4}
        marks={speeds}
        value={speed}
        onChange={(_event, value) => setSpeed(value)}
      />
    </Box>
  );
}
