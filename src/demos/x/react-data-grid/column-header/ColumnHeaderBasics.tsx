import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Flight {
  id: number;
  code: string;
  destination: string;
  gate: string;
  delay: number;
}

const rows: Flight[] = [
  { id: 1, code: 'LX 318', destination: 'Zurich', gate: 'A12', delay: 0 },
  { id: 2, code: 'AF 1041', destination: 'Paris', gate: 'B03', delay: 25 },
  { id: 3, code: 'KL 1006', destination: 'Amsterdam', gate: 'A07', delay: 10 },
  { id: 4, code: 'IB 3167', destination: 'Madrid', gate: 'C21', delay: 0 },
];

const columns: GridColDef<Flight>[] = [
  {
    field: 'code',
    headerName: 'Flight',
    description: 'Airline code and flight number',
    width: 120,
  },
  { field: 'destination', headerName: 'Destination', flex: 1 },
  {
    field: 'gate',
    headerName: 'Gate',
    headerAlign: 'center',
    align: 'center',
    width: 100,
  },
  {
    field: 'delay',
    headerName: 'Delay (min)',
    description: 'Expected delay against the published departure time',
    type: 'number',
    width: 140,
    headerClassName: 'header-delay',
  },
];

export default function ColumnHeaderBasics() {
  return (
    <Box
      sx={{
        height: 300,
        width: '100%',
        // The grid class raises specificity above the grid's own header background.
        '& .MuiDataGrid-columnHeader.header-delay': { bgcolor: 'action.selected' },
      }}
    >
      <DataGrid rows={rows} columns={columns} columnHeaderHeight={64} hideFooter />
    </Box>
  );
}
