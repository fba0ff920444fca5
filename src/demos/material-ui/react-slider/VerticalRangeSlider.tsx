import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const marks = [
  { value: 16, label: '16°C' },
  { value: 20, label: '20°C' },
  { value: 24, label: '24°C' },
  { value: 28, label: '28°C' },
];

export default function VerticalRangeSlider() {
  const [range, setRange] = React.useState<number[]>([19, 23]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 4, height: 220, justifyContent: 'center' }}>
      <Slider
        orientation="vertical"
        getAriaLabel={(index) => (index === 0 ? 'Heating starts below' : 'Cooling starts above')}
        getAriaValueText={(value) => `${value} degrees Celsius`}
        valueLabelDisplay="auto"
        min={16}
        max={28}
        step={0.5}
        marks={marks}
        value={range}
        onChange={(_event, value) => setRange(value)}
        disableSwap
      />
      <Typography variant="body2" sx={{ maxWidth: 180, color: 'text.secondary' }}>
        {`Heating below ${range[0]}°C, cooling above ${range[1]}°C.`}
      </Typography>
    </Box>
  );
}
