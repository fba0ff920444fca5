import * as React from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export default function CircularTrack() {
  const [value, setValue] = React.useState(30);

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress
        enableTrackSlot
        variant="determinate"
        value={value}
        size={48}
        aria-label="Profile completed"
      />
      <CircularProgress enableTrackSlot size={48} aria-label="Syncing" />
      <Button onClick={() => setValue((previous) => (previous >= 100 ? 0 : previous + 10))}>
        {`Step: ${value}%`}
      </Button>
    </Stack>
  );
}
