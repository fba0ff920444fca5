import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function BasicAlerts() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="success">Your changes were published.</Alert>
      <Alert severity="info">
        A new version is available. It will be installed tonight.
      </Alert>
      <Alert severity="warning">Your storage is 90% full.</Alert>
      <Alert severity="error">We could not reach the payment provider.</Alert>
    </Stack>
  );
}
