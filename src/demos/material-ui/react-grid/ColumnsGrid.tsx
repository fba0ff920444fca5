import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export default function ColumnsGrid() {
  const [columns, setColumns] = React.useState(16);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={columns}
        onChange={(_event, value: number | null) =>
          value !== null && setColumns(value)
        }
        aria-label="Number of columns"
        sx={{ mb: 2 }}
      >
        {[8, 12, 16].map((value) => (
          <ToggleButton key={value} value={value}>
            columns={value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Grid container spacing={2} columns={columns}>
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
      </Grid>
    </Box>
  );
}
