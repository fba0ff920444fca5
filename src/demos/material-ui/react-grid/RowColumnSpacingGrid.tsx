import * as React from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export default function RowColumnSpacingGrid() {
  return (
    <Grid
      container
      rowSpacing={1}
      columnSpacing={{ xs: 1, sm: 2, md: 4 }}
      sx={{ width: '100%' }}
    >
      {days.map((day) => (
        <Grid key={day} size={4}>
          <Paper variant="outlined" sx={{ p: 1.5, textAlign: 'center' }}>
            {day}
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
