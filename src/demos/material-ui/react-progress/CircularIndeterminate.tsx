import * as React from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export default function CircularIndeterminate() {
  return (
    <Stack
      direction="row"
      spacing={4}
      sx={{ alignItems: 'center', justifyContent: 'center' }}
    >
      <CircularProgress aria-label="Loading messages" />
      <CircularProgress color="secondary" size={28} aria-label="Loading contacts" />
      <CircularProgress
        color="success"
        disableShrink
        thickness={5}
        aria-label="Syncing"
      />
      <Button
        variant="outlined"
        disabled
        // The button's text says what is happening: the spinner is decoration.
        startIcon={<CircularProgress color="inherit" size={16} aria-hidden />}
      >
        Connecting
      </Button>
    </Stack>
  );
}
