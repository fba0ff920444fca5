import * as React from 'react';
import Box from '@mui/material/Box';
import Slider, { SliderThumb } from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import ThermostatIcon from '@mui/icons-material/Thermostat';

// A replacement slot receives the props the Slider gives its thumb: keep
// rendering SliderThumb so that keyboard, focus and ARIA handling stay.
function IconThumb(props: React.HTMLAttributes<unknown>) {
  const { children, ...other } = props;
  return (
    <SliderThumb {...other}>
      {children}
      <ThermostatIcon sx={{ fontSize: 16, color: 'primary.contrastText' }} />
    </SliderThumb>
  );
}

export default function SlotsCustomThumb() {
  return (
    <Box sx={{ maxWidth: 360, mx: 'auto', px: 1 }}>
      <Typography id="thermostat" variant="body2" gutterBottom>
        Thermostat
      </Typography>
      <Slider
        defaultValue={21}
        min={16}
        max={28}
        aria-labelledby="thermostat"
        valueLabelDisplay="auto"
        slots={{ thumb: IconThumb }}
        sx={{ '& .MuiSlider-thumb': { width: 28, height: 28 } }}
      />
    </Box>
  );
}
