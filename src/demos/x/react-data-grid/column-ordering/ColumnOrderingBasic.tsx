import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridColumnOrderChangeParams } from '@mui/x-data-grid-pro';

interface Flight {
  id: number;
  flight: string;
  from: string;
  to: string;
  departs: string;
  gate: string;
}

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'from', headerName: 'From', width: 130 },
  { field: 'to', headerName: 'To', width: 130 },
  { field: 'departs', headerName: 'Departs', width: 110 },
  { field: 'gate', headerName: 'Gate', width: 90 },
];

const rows: Flight[] = [
  { id: 1, flight: 'LH 1234', from: 'Frankfurt', to: 'Lisbon', departs: '07:15', gate: 'A12' },
  { id: 2, flight: 'AF 2290', from: 'Paris', to: 'Oslo', departs: '08:40', gate: 'K31' },
  { id: 3, flight: 'KL 1601', from: 'Amsterdam', to: 'Rome', departs: '09:05', gate: 'D7' },
  { id: 4, flight: 'IB 3150', from: 'Madrid', to: 'Vienna', departs: '10:30', gate: 'J44' },
];

export default function ColumnOrderingBasic() {
  const [lastMove, setLastMove] = React.useState('No column moved yet.');

  const handleColumnOrderChange = (params: GridColumnOrderChangeParams) => {
    const name = params.column.headerName ?? params.column.field;
    setLastMove(
      `${name} moved from position ${params.oldIndex + 1} to ${params.targetIndex + 1}.`,
    );
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          onColumnOrderChange={handleColumnOrderChange}
          hideFooter
        />
      </Box>
      <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary' }}>
        {lastMove}
      </Typography>
    </Stack>
  );
}
