import * as React from 'react';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';

export default function LegacyLayout() {
  return (
    <GridLegacy container spacing={2}>
      <GridLegacy item xs={12} md={8}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          Main: xs=12 md=8
        </Paper>
      </GridLegacy>
      <GridLegacy item xs={12} md={4}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          Sidebar: xs=12 md=4
        </Paper>
      </GridLegacy>
      <GridLegacy item xs>
        <Paper variant="outlined" sx={{ p: 2 }}>
          xs (grows)
        </Paper>
      </GridLegacy>
      <GridLegacy item xs="auto">
        <Paper variant="outlined" sx={{ p: 2 }}>
          {'xs="auto"'}
        </Paper>
      </GridLegacy>
    </GridLegacy>
  );
}
