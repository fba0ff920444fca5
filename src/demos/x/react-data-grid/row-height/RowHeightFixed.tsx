import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  planet: ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter'][index % 5] ?? '',
  moons: [0, 0, 1, 2, 95][index % 5] ?? 0,
}));

const columns: GridColDef[] = [
  { field: 'planet', headerName: 'Planet', flex: 1 },
  { field: 'moons', headerName: 'Moons', type: 'number', width: 110 },
];

export default function RowHeightFixed() {
  const [rowHeight, setRowHeight] = React.useState(36);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="row-height-slider" variant="body2">
        Row height: {rowHeight}px
      </Typography>
      <Slider
        aria-labelledby="row-height-slider"
        value={rowHeight}
        min={28}
        max={72}
        step={4}
        onChange={(_event, value) => setRowHeight(value)}
        sx={{ maxWidth: 300 }}
      />
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowHeight={rowHeight}
          columnHeaderHeight={44}
          hideFooter
        />
      </Box>
    </Box>
  );
}
