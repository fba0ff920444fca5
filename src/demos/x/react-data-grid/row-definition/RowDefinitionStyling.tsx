import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef, GridRowClassNameParams } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  status: 'paid' | 'open' | 'overdue';
}

const rows: Invoice[] = [
  { id: 'INV-101', client: 'Lindqvist AB', amount: 1200, status: 'paid' },
  { id: 'INV-102', client: 'Okafor Studio', amount: 480, status: 'overdue' },
  { id: 'INV-103', client: 'Pereira & Filhos', amount: 2650, status: 'open' },
  { id: 'INV-104', client: 'Yamada Trading', amount: 310, status: 'overdue' },
  { id: 'INV-105', client: 'Brightwater Ltd', amount: 990, status: 'paid' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// One class per status; the styles live on the container below.
const getRowClassName = (params: GridRowClassNameParams<Invoice>) =>
  `invoice--${params.row.status}`;

export default function RowDefinitionStyling() {
  return (
    <Box
      sx={(theme) => ({
        height: 340,
        width: '100%',
        '& .invoice--overdue': {
          backgroundColor: alpha(theme.palette.error.main, 0.12),
          '&:hover': { backgroundColor: alpha(theme.palette.error.main, 0.2) },
        },
        // A palette key (not theme.palette) follows the colour scheme in use.
        '& .invoice--paid': { color: 'text.secondary' },
      })}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        hideFooter
      />
    </Box>
  );
}
