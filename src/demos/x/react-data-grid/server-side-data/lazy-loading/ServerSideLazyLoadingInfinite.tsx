import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
} from '@mui/x-data-grid-pro';

interface Reading {
  id: number;
  sensor: string;
  value: number;
}

// 1,000 rows on the "server", computed from their index (no randomness).
const TOTAL = 1000;
const readingAt = (index: number): Reading => ({
  id: index + 1,
  sensor: `Sensor ${String(index + 1).padStart(4, '0')}`,
  value: ((index * 37) % 100) + 0.5,
});

// No rowCount in the answer: the grid does not know the total and loads more at the bottom.
function fetchRange(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const start = Number(params.start);
  const end = Math.min(params.end, TOTAL - 1);
  const rows: Reading[] = [];
  for (let index = start; index <= end; index += 1) {
    rows.push(readingAt(index));
  }
  return new Promise((resolve) => {
    setTimeout(() => resolve({ rows, pageInfo: { hasNextPage: end < TOTAL - 1 } }), 500);
  });
}

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 160, sortable: false },
  { field: 'value', headerName: 'Value', type: 'number', width: 120, sortable: false },
];

export default function ServerSideLazyLoadingInfinite() {
  const dataSource: GridDataSource = React.useMemo(() => ({ getRows: fetchRange }), []);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro columns={columns} dataSource={dataSource} lazyLoading disableColumnFilter />
    </Box>
  );
}
