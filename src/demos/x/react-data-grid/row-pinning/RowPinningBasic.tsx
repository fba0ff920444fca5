import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridPinnedRowsProp } from '@mui/x-data-grid-pro';

interface Runner {
  id: string;
  name: string;
  country: string;
  time: string;
}

const rows: Runner[] = [
  { id: 'r1', name: 'Hana Kipchoge', country: 'Kenya', time: '2:21:14' },
  { id: 'r2', name: 'Sara Lindholm', country: 'Sweden', time: '2:23:40' },
  { id: 'r3', name: 'Mei Takahashi', country: 'Japan', time: '2:24:02' },
  { id: 'r4', name: 'Olga Petrova', country: 'Bulgaria', time: '2:25:51' },
  { id: 'r5', name: 'Lucía Romero', country: 'Spain', time: '2:26:30' },
  { id: 'r6', name: 'Grace Mensah', country: 'Ghana', time: '2:27:09' },
  { id: 'r7', name: 'Emma Schulz', country: 'Germany', time: '2:28:45' },
  { id: 'r8', name: 'Ana Costa', country: 'Portugal', time: '2:29:12' },
];

// Pinned rows use the same shape as rows, with ids of their own.
const pinnedRows: GridPinnedRowsProp<Runner> = {
  top: [{ id: 'record', name: 'Course record', country: '—', time: '2:18:37' }],
  bottom: [{ id: 'cutoff', name: 'Qualifying time', country: '—', time: '2:29:30' }],
};

const columns: GridColDef<Runner>[] = [
  { field: 'name', headerName: 'Runner', flex: 1, minWidth: 170 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'time', headerName: 'Time', width: 110 },
];

export default function RowPinningBasic() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
