import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, useGridApiRef } from '@mui/x-data-grid-premium';

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

export default function CellSelectionApi() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Select cells, then read the selection.');

  const selectSecondQuarter = () => {
    // From April / North to June / East.
    apiRef.current?.selectCellRange({ id: 4, field: 'north' }, { id: 6, field: 'east' });
  };

  const readSelection = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const cells = api.getSelectedCellsAsArray();
    const total = cells.reduce((sum, { id, field }) => {
      const value: unknown = api.getCellValue(id, field);
      return typeof value === 'number' ? sum + value : sum;
    }, 0);
    setSummary(`${cells.length} cell(s) selected, sum of the numbers: ${total}`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={selectSecondQuarter}>
          Select April to June, North to East
        </Button>
        <Button variant="outlined" onClick={readSelection}>
          Read selection
        </Button>
        <Button onClick={() => apiRef.current?.setCellSelectionModel({})}>Clear</Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} cellSelection hideFooter />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} role="status">
        {summary}
      </Typography>
    </Box>
  );
}
