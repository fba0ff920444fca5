import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function AutoSizeGrid() {
  return (
    <Grid container spacing={2} sx={{ alignItems: 'center', width: '100%' }}>
      <Grid size="auto">
        <Typography variant="h6" component="span">
          Acme
        </Typography>
      </Grid>
      <Grid size="grow">
        <Paper
          variant="outlined"
          sx={{ px: 2, py: 1, color: 'text.secondary' }}
        >
          {'size="grow" fills the rest of the row'}
        </Paper>
      </Grid>
      <Grid size="auto">
        <Avatar sx={{ bgcolor: 'secondary.main' }}>JD</Avatar>
      </Grid>
    </Grid>
  );
}
