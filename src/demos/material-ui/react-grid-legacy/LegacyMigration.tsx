import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const cells = ['A', 'B', 'C'];

export default function LegacyMigration() {
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="overline" component="p">
        Before: GridLegacy
      </Typography>
      <GridLegacy container spacing={2} sx={{ mb: 3 }}>
        {cells.map((cell) => (
          <GridLegacy key={cell} item xs={12} sm={4}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              {cell}
            </Paper>
          </GridLegacy>
        ))}
      </GridLegacy>
      <Typography variant="overline" component="p">
        After: Grid
      </Typography>
      <Grid container spacing={2}>
        {cells.map((cell) => (
          <Grid key={cell} size={{ xs: 12, sm: 4 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              {cell}
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
