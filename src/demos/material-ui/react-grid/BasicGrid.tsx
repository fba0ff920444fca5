import * as React from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

export default function BasicGrid() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      <Grid size={8}>
        <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
          size=8
        </Paper>
      </Grid>
      <Grid size={4}>
        <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
          size=4
        </Paper>
      </Grid>
      <Grid size={4}>
        <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
          size=4
        </Paper>
      </Grid>
      <Grid size={8}>
        <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
          size=8
        </Paper>
      </Grid>
    </Grid>
  );
}
