import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { visuallyHidden } from '@mui/utils';

interface OrderLine {
  product: string;
  quantity: number;
  unitPrice: number;
}

interface Order {
  id: string;
  customer: string;
  date: string;
  status: string;
  lines: OrderLine[];
}

const orders: Order[] = [
  {
    id: 'A-1041',
    customer: 'Nordic Bakery',
    date: '2025-03-02',
    status: 'Shipped',
    lines: [
      { product: 'Rye flour, 25 kg', quantity: 4, unitPrice: 38 },
      { product: 'Linen proofing cloth', quantity: 10, unitPrice: 6.5 },
    ],
  },
  {
    id: 'A-1042',
    customer: 'Casa Verde',
    date: '2025-03-03',
    status: 'Processing',
    lines: [{ product: 'Olive oil, 5 l', quantity: 6, unitPrice: 42 }],
  },
  {
    id: 'A-1043',
    customer: 'Harbour Café',
    date: '2025-03-05',
    status: 'Delivered',
    lines: [
      { product: 'Espresso beans, 1 kg', quantity: 12, unitPrice: 21 },
      { product: 'Oat milk, 1 l', quantity: 24, unitPrice: 2.4 },
      { product: 'Paper cups, 500', quantity: 2, unitPrice: 29 },
    ],
  },
];

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
});

function orderTotal(order: Order): number {
  return order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
}

function OrderRow({ order }: { order: Order }) {
  const [open, setOpen] = React.useState(false);
  const detailId = `order-detail-${order.id}`;

  return (
    <React.Fragment>
      <TableRow sx={{ '& > td, & > th': { borderBottom: 'unset' } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`Order lines of ${order.id}`}
            aria-expanded={open}
            aria-controls={detailId}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row">
          {order.id}
        </TableCell>
        <TableCell>{order.customer}</TableCell>
        <TableCell>{order.date}</TableCell>
        <TableCell>{order.status}</TableCell>
        <TableCell align="right">{currency.format(orderTotal(order))}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell sx={{ py: 0 }} colSpan={6}>
          <Collapse in={open} timeout="auto" unmountOnExit id={detailId}>
            <Box sx={{ my: 1.5, ml: 6 }}>
              <Typography variant="subtitle2" component="div" gutterBottom>
                Lines of order {order.id}
              </Typography>
              <Table size="small" aria-label={`Lines of order ${order.id}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Product</TableCell>
                    <TableCell align="right">Quantity</TableCell>
                    <TableCell align="right">Unit price</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {order.lines.map((line) => (
                    <TableRow key={line.product}>
                      <TableCell component="th" scope="row">
                        {line.product}
                      </TableCell>
                      <TableCell align="right">{line.quantity}</TableCell>
                      <TableCell align="right">
                        {currency.format(line.unitPrice)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </React.Fragment>
  );
}

export default function CollapsibleTable() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Wholesale orders" sx={{ minWidth: 600 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                Details
              </Box>
            </TableCell>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
