import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef, gridClasses } from '@mui/x-data-grid-premium';

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

export default function CellSelectionRangeStyling() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        initialState={{
          cellSelection: {
            2: { south: true, east: true },
            3: { south: true, east: true },
            4: { south: true, east: true },
          },
        }}
        hideFooter
        sx={(theme) => {
          const border = `2px solid ${theme.palette.primary.main}`;
          return {
            // Each cell at an edge of a range gets the border of that edge.
            [`& .${gridClasses['cell--rangeTop']}`]: { borderTop: border },
            [`& .${gridClasses['cell--rangeBottom']}`]: { borderBottom: border },
            [`& .${gridClasses['cell--rangeLeft']}`]: { borderLeft: border },
            [`& .${gridClasses['cell--rangeRight']}`]: { borderRight: border },
          };
        }}
      />
    </Box>
  );
}
