import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function ElevationSlider() {
  const [elevation, setElevation] = React.useState(4);

  return (
    <Box sx={{ width: '100%', maxWidth: 420, mx: 'auto', p: 2, bgcolor: 'background.default' }}>
      <Typography id="elevation-slider-label" gutterBottom>
        Elevation
      </Typography>
      <Slider
        value={elevation}
        onChange={(_event, value) => setElevation(value)}
        min={0}
        max={24}
        step={1}
        marks
        valueLabelDisplay="auto"
        aria-labelledby="elevation-slider-label"
      />
      <Paper
        elevation={elevation}
        sx={{
          mt: 3,
          height: 120,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Typography>elevation={elevation}</Typography>
      </Paper>
    </Box>
  );
}
