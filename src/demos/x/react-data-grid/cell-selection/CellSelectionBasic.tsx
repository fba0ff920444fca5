import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Month {
  id: number;
  month: string;
  north: number;
  south: number;
  east: number;
  west: number;
}

const rows: Month[] = [
  { id: 1, month: 'January', north: 120, south: 95, east: 143, west: 88 },
  { id: 2, month: 'February', north: 132, south: 101, east: 150, west: 90 },
  { id: 3, month: 'March', north: 128, south: 110, east: 162, west: 97 },
  { id: 4, month: 'April', north: 141, south: 118, east: 158, west: 104 },
  { id: 5, month: 'May', north: 150, south: 125, east: 171, west: 112 },
  { id: 6, month: 'June', north: 162, south: 131, east: 180, west: 119 },
];

const columns: GridColDef<Month>[] = [
  { field: 'month', headerName: 'Month', width: 120 },
  { field: 'north', headerName: 'North', type: 'number', width: 100 },
  { field: 'south', headerName: 'South', type: 'number', width: 100 },
  { field: 'east', headerName: 'East', type: 'number', width: 100 },
  { field: 'west', headerName: 'West', type: 'number', width: 100 },
];

export default function CellSelectionBasic() {
  const [rowSelection, setRowSelection] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={rowSelection}
            onChange={(event) => setRowSelection(event.target.checked)}
          />
        }
        label="Row selection too"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          rowSelection={rowSelection}
          checkboxSelection={rowSelection}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
