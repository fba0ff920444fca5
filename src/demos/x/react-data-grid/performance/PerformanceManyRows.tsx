import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

type Reading = { id: number; sensor: string; value: number; status: string };

// 10,000 rows built once, outside render, from a formula (no randomness).
const rows: Reading[] = Array.from({ length: 10000 }, (_, index) => ({
  id: index + 1,
  sensor: `S-${String((index % 250) + 1).padStart(3, '0')}`,
  value: Math.round(((index * 37) % 1000) / 10) / 10,
  status: index % 13 === 0 ? 'Alert' : 'OK',
}));

const columns: GridColDef<Reading>[] = [
  { field: 'id', headerName: 'No.', type: 'number', width: 90 },
  { field: 'sensor', headerName: 'Sensor', width: 120 },
  { field: 'value', headerName: 'Value', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', flex: 1 },
];

export default function PerformanceManyRows() {
  const getRowClassName = React.useCallback(
    (params: { row: Reading }) => (params.row.status === 'Alert' ? 'alert' : ''),
    [],
  );
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        density="compact"
        initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
        pageSizeOptions={[100]}
        sx={{ '& .alert': { color: 'error.main', fontWeight: 500 } }}
      />
    </Box>
  );
}
