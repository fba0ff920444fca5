import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  sensor: `Sensor ${String(index + 1).padStart(2, '0')}`,
  reading: Math.round(((index * 53) % 97) * 1.5),
}));

const columns: GridColDef[] = [
  { field: 'sensor', headerName: 'Sensor', flex: 1 },
  { field: 'reading', headerName: 'Reading', type: 'number', width: 120 },
];

export default function PaginationAutoPageSize() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} autoPageSize density="compact" />
    </Box>
  );
}
