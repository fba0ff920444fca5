import * as React from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

function Cell({ children }: { children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, textAlign: 'center' }}>
      {children}
    </Paper>
  );
}

export default function AutoLayoutGrid() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Grid container spacing={2}>
        <Grid size="grow">
          <Cell>grow</Cell>
        </Grid>
        <Grid size="grow">
          <Cell>grow</Cell>
        </Grid>
        <Grid size="grow">
          <Cell>grow</Cell>
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size="grow">
          <Cell>grow</Cell>
        </Grid>
        <Grid size={6}>
          <Cell>size=6</Cell>
        </Grid>
        <Grid size="grow">
          <Cell>grow</Cell>
        </Grid>
      </Grid>
    </Stack>
  );
}
