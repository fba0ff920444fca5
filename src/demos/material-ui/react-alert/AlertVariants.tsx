import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertVariants() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert variant="outlined" severity="info">
        Outlined: maintenance is planned for Sunday, 02:00 to 04:00 UTC.
      </Alert>
      <Alert variant="outlined" severity="error">
        Outlined: two files could not be imported.
      </Alert>
      <Alert variant="filled" severity="success">
        Filled: the backup finished successfully.
      </Alert>
      <Alert variant="filled" severity="warning">
        Filled: this link expires in one hour.
      </Alert>
    </Stack>
  );
}
