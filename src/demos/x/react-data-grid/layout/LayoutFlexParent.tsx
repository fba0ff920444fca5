import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = Array.from({ length: 20 }, (_, index) => ({
  id: index + 1,
  room: `Room ${101 + index}`,
  capacity: 2 + (index % 5) * 2,
  floor: 1 + Math.floor(index / 5),
}));

const columns: GridColDef[] = [
  { field: 'room', headerName: 'Room', flex: 1 },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 100 },
  { field: 'capacity', headerName: 'Capacity', type: 'number', width: 110 },
];

export default function LayoutFlexParent() {
  return (
    <Paper
      variant="outlined"
      sx={{ height: 380, display: 'flex', flexDirection: 'column', p: 2, gap: 1 }}
    >
      <Typography variant="subtitle1">Meeting rooms</Typography>
      <Typography variant="body2" color="text.secondary">
        The grid takes the height left over by these two lines.
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} density="compact" />
      </Box>
    </Paper>
  );
}
