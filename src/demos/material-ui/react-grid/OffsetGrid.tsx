import * as React from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

function Cell({ children }: { children: React.ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, textAlign: 'center', typography: 'body2' }}
    >
      {children}
    </Paper>
  );
}

export default function OffsetGrid() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 6, md: 4 }} offset={{ md: 2 }}>
        <Cell>offset md=2</Cell>
      </Grid>
      <Grid size={{ xs: 4, md: 2 }} offset={{ xs: 2, md: 0 }}>
        <Cell>offset xs=2</Cell>
      </Grid>
      <Grid size={{ xs: 4, md: 3 }} offset="auto">
        <Cell>offset auto</Cell>
      </Grid>
      <Grid size={{ xs: 6, md: 4 }} offset={{ xs: 3, md: 4 }}>
        <Cell>centered</Cell>
      </Grid>
    </Grid>
  );
}
