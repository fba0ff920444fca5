import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

export default function BasicStack() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        Order placed
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        Payment confirmed
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        Shipped
      </Paper>
    </Stack>
  );
}
