import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { DataGridPro, GridColDef, GridRowParams } from '@mui/x-data-grid-pro';

interface OrderLine {
  id: number;
  product: string;
  quantity: number;
  unitPrice: number;
}

interface Order {
  id: number;
  customer: string;
  city: string;
  date: string;
  lines: OrderLine[];
}

const orders: Order[] = [
  {
    id: 1001,
    customer: 'Helga Johansson',
    city: 'Gothenburg',
    date: '2026-03-02',
    lines: [
      { id: 1, product: 'Linen tablecloth', quantity: 1, unitPrice: 49 },
      { id: 2, product: 'Napkins (set of 6)', quantity: 2, unitPrice: 18 },
    ],
  },
  {
    id: 1002,
    customer: 'Marco Bianchi',
    city: 'Bologna',
    date: '2026-03-03',
    lines: [{ id: 1, product: 'Espresso cups', quantity: 4, unitPrice: 9.5 }],
  },
  {
    id: 1003,
    customer: 'Aisha Bello',
    city: 'Abuja',
    date: '2026-03-05',
    lines: [
      { id: 1, product: 'Ceramic vase', quantity: 1, unitPrice: 65 },
      { id: 2, product: 'Candle holder', quantity: 3, unitPrice: 12 },
      { id: 3, product: 'Table runner', quantity: 1, unitPrice: 29 },
    ],
  },
];

const total = (order: Order) =>
  order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'date', headerName: 'Date', width: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => total(row),
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
];

const euro = (value: number) => `€${value.toFixed(2)}`;

function OrderDetail({ order }: { order: Order }) {
  return (
    <Box sx={{ py: 2, px: 4, bgcolor: 'action.hover', height: '100%', boxSizing: 'border-box' }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h3">
            Order {order.id} for {order.customer}
          </Typography>
          <Table size="small" aria-label={`Lines of order ${order.id}`}>
            <TableHead>
              <TableRow>
                <TableCell>Product</TableCell>
                <TableCell align="right">Qty</TableCell>
                <TableCell align="right">Unit price</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell>{line.product}</TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                  <TableCell align="right">{euro(line.unitPrice)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Stack>
      </Paper>
    </Box>
  );
}

export default function MasterDetailBasic() {
  // Memoized: the grid calls these for every row it renders.
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Order>) => <OrderDetail order={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
