import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import {
  DataGridPremium,
  GridColDef,
  GridRowClassNameParams,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

interface Invoice {
  id: number;
  number: string;
  client: string;
  status: 'paid' | 'pending' | 'overdue';
}

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 150 },
  { field: 'client', headerName: 'Client', width: 160 },
  { field: 'status', headerName: 'Status', width: 130 },
];

const rows: Invoice[] = [
  { id: 1, number: 'INV-101', client: 'Orchid Labs', status: 'paid' },
  { id: 2, number: 'INV-102', client: 'Orchid Labs', status: 'overdue' },
  { id: 3, number: 'INV-103', client: 'Pinecone', status: 'paid' },
  { id: 4, number: 'INV-104', client: 'Pinecone', status: 'pending' },
  { id: 5, number: 'INV-105', client: 'Riverbank', status: 'overdue' },
  { id: 6, number: 'INV-106', client: 'Riverbank', status: 'paid' },
];

export default function RowGroupingStyleByChildren() {
  const apiRef = useGridApiRef();

  // A group row gets a class when one of its invoices is overdue.
  const getRowClassName = (params: GridRowClassNameParams<Invoice>) => {
    const node = apiRef.current?.getRowNode(params.id);
    if (!node || node.type !== 'group') {
      return '';
    }
    const hasOverdue = node.children.some(
      (childId) => apiRef.current?.getRow<Invoice>(childId)?.status === 'overdue',
    );
    return hasOverdue ? 'group-overdue' : '';
  };

  return (
    <Box
      sx={(theme) => ({
        height: 400,
        width: '100%',
        '& .group-overdue': {
          backgroundColor: alpha(theme.palette.error.main, 0.12),
          color: theme.palette.error.main,
          '&:hover': { backgroundColor: alpha(theme.palette.error.main, 0.2) },
        },
      })}
    >
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        initialState={{ rowGrouping: { model: ['client'] } }}
      />
    </Box>
  );
}
