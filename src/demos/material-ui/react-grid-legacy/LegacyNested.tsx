import * as React from 'react';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';

function Cell({ label }: { label: string }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, textAlign: 'center', typography: 'body2' }}
    >
      {label}
    </Paper>
  );
}

export default function LegacyNested() {
  return (
    <GridLegacy container spacing={2} sx={{ width: '100%' }}>
      <GridLegacy item xs={12} md={8}>
        <GridLegacy container spacing={1}>
          <GridLegacy item xs={6}>
            <Cell label="Nested A" />
          </GridLegacy>
          <GridLegacy item xs={6}>
            <Cell label="Nested B" />
          </GridLegacy>
          <GridLegacy item xs={12}>
            <Cell label="Nested C" />
          </GridLegacy>
        </GridLegacy>
      </GridLegacy>
      <GridLegacy item xs={12} md={4}>
        <Cell label="Sidebar" />
      </GridLegacy>
    </GridLegacy>
  );
}
