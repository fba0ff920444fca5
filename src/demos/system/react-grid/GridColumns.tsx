import * as React from 'react';
import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const columnChoices = [4, 6, 12, 16];

export default function GridColumns() {
  const [columns, setColumns] = React.useState(12);

  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ToggleButtonGroup
        value={columns}
        exclusive
        size="small"
        aria-label="Number of columns"
        onChange={(_event, value: number | null) => {
          if (value) {
            setColumns(value);
          }
        }}
      >
        {columnChoices.map((value) => (
          <ToggleButton key={value} value={value}>
            columns={value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* Every item has size={2}: its share of the row depends on columns. */}
      <Grid container columns={columns} spacing={1}>
        {Array.from({ length: 6 }, (_, index) => (
          <Grid key={index} size={2}>
            <Box
              sx={{
                py: 1,
                textAlign: 'center',
                borderRadius: 1,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontSize: 13,
              }}
            >
              2/{columns}
            </Box>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
