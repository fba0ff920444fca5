import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Slot {
  id: number;
  time: string;
  hallA: string;
  hallB: string;
}

// Consecutive rows with the same value in a column are drawn as one tall cell.
const rows: Slot[] = [
  { id: 1, time: '09:00', hallA: 'Keynote', hallB: 'Keynote' },
  { id: 2, time: '09:30', hallA: 'Keynote', hallB: 'Keynote' },
  { id: 3, time: '10:00', hallA: 'Testing components', hallB: 'Workshop: theming' },
  { id: 4, time: '10:30', hallA: 'Server rendering', hallB: 'Workshop: theming' },
  { id: 5, time: '11:00', hallA: 'Coffee break', hallB: 'Workshop: theming' },
  { id: 6, time: '11:30', hallA: 'Accessible grids', hallB: 'Panel: open source' },
];

const columns: GridColDef<Slot>[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'hallA', headerName: 'Hall A', flex: 1, minWidth: 160 },
  { field: 'hallB', headerName: 'Hall B', flex: 1, minWidth: 160 },
];

export default function RowSpanningBasic() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
