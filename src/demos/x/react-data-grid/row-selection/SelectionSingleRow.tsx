import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';

interface Plan {
  id: string;
  name: string;
  seats: number;
  price: number;
}

const rows: Plan[] = [
  { id: 'starter', name: 'Starter', seats: 3, price: 0 },
  { id: 'team', name: 'Team', seats: 20, price: 49 },
  { id: 'business', name: 'Business', seats: 100, price: 199 },
  { id: 'enterprise', name: 'Enterprise', seats: 1000, price: 899 },
];

const columns: GridColDef<Plan>[] = [
  { field: 'name', headerName: 'Plan', flex: 1 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
  { field: 'price', headerName: 'Price / month ($)', type: 'number', width: 150 },
];

export default function SelectionSingleRow() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(['team']),
  });
  const [selectedId] = selection.ids;

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 290 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Chosen plan: {selectedId ?? 'none'}
      </Typography>
    </Box>
  );
}
