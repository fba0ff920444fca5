import * as React from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const products = [
  'Desk lamp',
  'Notebook',
  'Backpack',
  'Water bottle',
  'Headphones',
  'Mug',
];

export default function ResponsiveGrid() {
  return (
    <Grid container spacing={{ xs: 1, md: 2 }} sx={{ width: '100%' }}>
      {products.map((product) => (
        <Grid key={product} size={{ xs: 12, sm: 6, md: 4 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            {product}
          </Paper>
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 4 }} offset={{ md: 8 }}>
        <Paper
          sx={{ p: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          offset: 8 columns from md
        </Paper>
      </Grid>
    </Grid>
  );
}
