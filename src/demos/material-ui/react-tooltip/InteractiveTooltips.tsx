import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function InteractiveTooltips() {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
      <Tooltip title="Move the pointer onto me: I stay open" describeChild>
        <Button variant="outlined">Interactive (default)</Button>
      </Tooltip>
      <Tooltip
        title="I close as soon as the pointer leaves the button"
        describeChild
        disableInteractive
      >
        <Button variant="outlined">disableInteractive</Button>
      </Tooltip>
    </Stack>
  );
}
