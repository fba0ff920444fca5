import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertColors() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="success" color="info">
        A success icon on the info color: the draft was saved.
      </Alert>
      <Alert severity="info" color="warning" variant="outlined">
        An info icon on the warning color: prices change on 1 March.
      </Alert>
    </Stack>
  );
}
