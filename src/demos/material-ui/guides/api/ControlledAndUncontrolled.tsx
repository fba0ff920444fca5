import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ControlledAndUncontrolled() {
  // Controlled: the value lives here, so other code can read and change it.
  const [volume, setVolume] = React.useState(30);
  // Uncontrolled: only the last committed value is copied out, for display.
  const [lastBrightness, setLastBrightness] = React.useState(60);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography variant="subtitle2">Controlled: value + onChange</Typography>
        <Slider
          aria-label="Volume"
          value={volume}
          onChange={(_event, value) => setVolume(value)}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" data-testid="volume-value">
            Volume: {volume}
          </Typography>
          <Button size="small" onClick={() => setVolume(0)}>
            Mute
          </Button>
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography variant="subtitle2">Uncontrolled: defaultValue</Typography>
        <Slider
          aria-label="Brightness"
          defaultValue={60}
          onChangeCommitted={(_event, value) => setLastBrightness(value)}
        />
        <Typography variant="body2">
          Last committed: {lastBrightness}. No button can set it from outside.
        </Typography>
      </Paper>
    </Stack>
  );
}
