import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const ROW_COUNT = 10000;
const COLUMN_COUNT = 40;

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Row', type: 'number', width: 90 },
  ...Array.from({ length: COLUMN_COUNT }, (_, index) => ({
    field: `c${index + 1}`,
    headerName: `Col ${index + 1}`,
    type: 'number' as const,
    width: 90,
  })),
];

export default function VirtualizationLarge() {
  // Deterministic values: row x column, so server and browser render the same data.
  const rows = React.useMemo(
    () =>
      Array.from({ length: ROW_COUNT }, (_, rowIndex) => {
        const row: Record<string, number> = { id: rowIndex + 1 };
        for (let column = 1; column <= COLUMN_COUNT; column += 1) {
          row[`c${column}`] = ((rowIndex + 1) * column) % 1000;
        }
        return row;
      }),
    [],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} density="compact" />
    </Box>
  );
}
