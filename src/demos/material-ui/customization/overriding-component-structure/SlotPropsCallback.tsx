import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function SlotPropsCallback() {
  const [value, setValue] = React.useState(70);

  return (
    <Box sx={{ maxWidth: 360, mx: 'auto', px: 1 }}>
      <Typography id="cpu-limit" variant="body2" gutterBottom>
        CPU limit: {value}%
      </Typography>
      <Slider
        value={value}
        onChange={(_event, next) => setValue(next)}
        aria-labelledby="cpu-limit"
        slotProps={{
          // A function receives the ownerState (props and state) of the Slider.
          track: (ownerState) => ({
            style: {
              backgroundColor:
                Number(ownerState.value) > 80 ? 'var(--limit-high)' : undefined,
            },
          }),
          thumb: (ownerState) => ({
            'data-level': Number(ownerState.value) > 80 ? 'high' : 'normal',
          }),
        }}
        sx={(theme) => ({
          '--limit-high': (theme.vars || theme).palette.error.main,
          '& .MuiSlider-thumb[data-level="high"]': {
            bgcolor: 'error.main',
            boxShadow: 'none',
          },
        })}
      />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Above 80%, the track and the thumb turn red.
      </Typography>
    </Box>
  );
}
