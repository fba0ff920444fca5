import Box from '@mui/material/Box';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';

type Room = { id: number; name: string; floor: number; seats: number; screen: boolean };

const rows: Room[] = [
  { id: 1, name: 'Aurora', floor: 2, seats: 8, screen: true },
  { id: 2, name: 'Borealis', floor: 2, seats: 4, screen: false },
  { id: 3, name: 'Cirrus', floor: 3, seats: 12, screen: true },
  { id: 4, name: 'Delta', floor: 4, seats: 6, screen: true },
];

const columns: GridColDef<Room>[] = [
  { field: 'name', headerName: 'Room', flex: 1 },
  // Fixed-width columns: nothing to drag, so no separator to show.
  { field: 'floor', headerName: 'Floor', type: 'number', width: 90, resizable: false },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90, resizable: false },
  { field: 'screen', headerName: 'Screen', type: 'boolean', width: 100 },
];

export default function ColumnHeaderHideSeparator() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={{
          [`& .${gridClasses.columnSeparator}:not(.${gridClasses['columnSeparator--resizable']})`]:
            {
              display: 'none',
            },
        }}
      />
    </Box>
  );
}
