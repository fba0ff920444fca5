import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// A flat slider: thick track, square-ish thumb, value label as a plain tag.
const ThickSlider = styled(Slider)(({ theme }) => ({
  height: 8,
  '& .MuiSlider-track': {
    border: 'none',
  },
  '& .MuiSlider-rail': {
    opacity: 1,
    backgroundColor: theme.alpha(
      (theme.vars || theme).palette.primary.main,
      0.2,
    ),
  },
  '& .MuiSlider-thumb': {
    width: 22,
    height: 22,
    borderRadius: 6,
    backgroundColor: (theme.vars || theme).palette.background.paper,
    border: `3px solid ${(theme.vars || theme).palette.primary.main}`,
    '&:hover, &.Mui-focusVisible': {
      boxShadow: `0 0 0 6px ${theme.alpha((theme.vars || theme).palette.primary.main, 0.24)}`,
    },
    '&::before': {
      boxShadow: 'none',
    },
  },
  '& .MuiSlider-valueLabel': {
    fontSize: 12,
    borderRadius: 6,
    backgroundColor: (theme.vars || theme).palette.primary.main,
    color: (theme.vars || theme).palette.primary.contrastText,
  },
}));

export default function CustomizedSlider() {
  const labelId = React.useId();
  const zoomId = React.useId();

  return (
    <Box sx={{ width: 300 }}>
      <Typography id={labelId} gutterBottom>
        Daily step goal (thousands)
      </Typography>
      <ThickSlider
        aria-labelledby={labelId}
        defaultValue={8}
        min={2}
        max={20}
        valueLabelDisplay="auto"
      />
      <Typography id={zoomId} sx={{ mt: 2 }} gutterBottom>
        Zoom
      </Typography>
      <Slider
        aria-labelledby={zoomId}
        defaultValue={100}
        min={25}
        max={200}
        step={25}
        marks
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${value}%`}
        sx={{
          color: 'secondary.main',
          '& .MuiSlider-mark': { height: 8, width: 2 },
          '& .MuiSlider-thumb': { width: 14, height: 14 },
        }}
      />
    </Box>
  );
}
