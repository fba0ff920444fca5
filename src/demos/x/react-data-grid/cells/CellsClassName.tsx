import Box from '@mui/material/Box';
import { DataGrid, GridCellParams, GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  room: string;
  temperature: number;
  humidity: number;
}

const rows: Reading[] = [
  { id: 1, room: 'Server room', temperature: 27.5, humidity: 38 },
  { id: 2, room: 'Office A', temperature: 21.2, humidity: 45 },
  { id: 3, room: 'Office B', temperature: 17.9, humidity: 52 },
  { id: 4, room: 'Storage', temperature: 15.1, humidity: 71 },
  { id: 5, room: 'Kitchen', temperature: 23.4, humidity: 64 },
];

const columns: GridColDef<Reading>[] = [
  { field: 'room', headerName: 'Room', flex: 1, minWidth: 150 },
  {
    field: 'temperature',
    headerName: 'Temperature (°C)',
    type: 'number',
    width: 170,
    // A class per range; the colours are set on the container below.
    cellClassName: (params: GridCellParams<Reading, number>) => {
      const value = params.value ?? 0;
      if (value >= 25) {
        return 'reading--high';
      }
      return value < 18 ? 'reading--low' : '';
    },
  },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 140 },
];

// The grid-level callback reaches every cell; here, humid rooms.
const getCellClassName = (params: GridCellParams<Reading>) =>
  params.field === 'humidity' && Number(params.value) > 60 ? 'reading--humid' : '';

export default function CellsClassName() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .reading--high': { color: 'error.main', fontWeight: 'bold' },
        '& .reading--low': { color: 'info.main', fontWeight: 'bold' },
        '& .reading--humid': { bgcolor: 'action.selected' },
      }}
    >
      <DataGrid rows={rows} columns={columns} getCellClassName={getCellClassName} hideFooter />
    </Box>
  );
}
