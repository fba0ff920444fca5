import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataGridPro, GridColDef, GridListViewColDef } from '@mui/x-data-grid-pro';

interface Order {
  id: number;
  number: string;
  customer: string;
  total: number;
  status: 'Shipped' | 'Processing' | 'Cancelled';
}

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 180 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 130 },
];

const rows: Order[] = [
  { id: 1, number: '#1041', customer: 'Nadia Haddad', total: 84.5, status: 'Shipped' },
  { id: 2, number: '#1042', customer: 'Oskar Lind', total: 19.9, status: 'Processing' },
  { id: 3, number: '#1043', customer: 'Priya Nair', total: 142, status: 'Shipped' },
  { id: 4, number: '#1044', customer: 'Quentin Roy', total: 57.25, status: 'Cancelled' },
];

const STATUS_COLOR = { Shipped: 'success', Processing: 'info', Cancelled: 'default' } as const;

const listViewColumn: GridListViewColDef<Order> = {
  field: 'order',
  renderCell: ({ row }) => (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', width: '100%', height: '100%' }}>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 'medium' }}>
          {row.customer}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {row.number} · {row.total.toFixed(2)}
        </Typography>
      </Box>
      <Chip size="small" label={row.status} color={STATUS_COLOR[row.status]} />
    </Stack>
  ),
};

export default function ListViewMediaQuery() {
  const theme = useTheme();
  // A list below the `md` breakpoint (900 px), the table above it.
  const isSmallScreen = useMediaQuery(theme.breakpoints.down('md'));

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        listView={isSmallScreen}
        listViewColumn={listViewColumn}
        rowHeight={isSmallScreen ? 64 : 52}
      />
    </Box>
  );
}
