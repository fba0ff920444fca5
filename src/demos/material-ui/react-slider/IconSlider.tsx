import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Brightness5Icon from '@mui/icons-material/Brightness5';
import Brightness7Icon from '@mui/icons-material/Brightness7';

export default function IconSlider() {
  const [brightness, setBrightness] = React.useState(50);

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: 320, maxWidth: '100%', mx: 'auto' }}>
      <IconButton
        aria-label="Dimmer"
        onClick={() => setBrightness((value) => Math.max(value - 10, 0))}
      >
        <Brightness5Icon />
      </IconButton>
      <Slider
        aria-label="Screen brightness"
        value={brightness}
        onChange={(_event, value) => setBrightness(value)}
        valueLabelDisplay="auto"
      />
      <IconButton
        aria-label="Brighter"
        onClick={() => setBrightness((value) => Math.min(value + 10, 100))}
      >
        <Brightness7Icon />
      </IconButton>
    </Stack>
  );
}
