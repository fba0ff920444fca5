import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridPaginationModel } from '@mui/x-data-grid';

interface Invoice {
  id: number;
  client: string;
  amount: number;
}

const clients = ['Atlas', 'Borealis', 'Cobalt', 'Dune', 'Ember', 'Fjord', 'Glacier'];

// 48 deterministic rows.
const rows: Invoice[] = Array.from({ length: 48 }, (_, index) => ({
  id: index + 1,
  client: clients[index % clients.length] ?? '',
  amount: 100 + ((index * 137) % 900),
}));

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', type: 'number', width: 100 },
  { field: 'client', headerName: 'Client', flex: 1 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 130 },
];

export default function PaginationControlled() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 1,
    pageSize: 5,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Page {paginationModel.page + 1}, {paginationModel.pageSize} rows per page
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          pageSizeOptions={[5, 10, 25]}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
        />
      </Box>
    </Box>
  );
}
