import * as React from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';

export default function VariableWidthGrid() {
  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%' }}>
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size="auto">
          <Button variant="outlined">Filters</Button>
        </Grid>
        <Grid size={{ xs: 12, sm: 'grow' }}>
          <TextField label="Search orders" size="small" fullWidth />
        </Grid>
        <Grid size="auto">
          <Button variant="contained">New order</Button>
        </Grid>
      </Grid>
    </Paper>
  );
}
