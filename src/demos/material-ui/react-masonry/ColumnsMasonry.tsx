import * as React from 'react';
import Box from '@mui/material/Box';
import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const heights = [120, 70, 160, 90, 140, 60, 110, 150, 80, 100];

export default function ColumnsMasonry() {
  const [columns, setColumns] = React.useState(3);

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
        {[2, 3, 4, 5].map((value) => (
          <ToggleButton key={value} value={value}>
            columns={value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Masonry columns={columns} spacing={2}>
        {heights.map((height, index) => (
          <Paper
            key={index}
            variant="outlined"
            sx={{
              height,
              display: 'grid',
              placeItems: 'center',
              typography: 'h6',
            }}
          >
            {index + 1}
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
