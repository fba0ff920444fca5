import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Zoom from '@mui/material/Zoom';

export default function TransitionsTooltips() {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
      <Tooltip title="The default: Grow" describeChild>
        <Button variant="outlined">Grow</Button>
      </Tooltip>
      <Tooltip
        title="Fades in over 600 ms"
        describeChild
        slots={{ transition: Fade }}
        slotProps={{ transition: { timeout: 600 } }}
      >
        <Button variant="outlined">Fade</Button>
      </Tooltip>
      <Tooltip
        title="Zooms in from its centre"
        describeChild
        slots={{ transition: Zoom }}
      >
        <Button variant="outlined">Zoom</Button>
      </Tooltip>
    </Stack>
  );
}
