import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

interface Order {
  id: string;
  customer: string;
  total: string;
  lines: { item: string; quantity: number }[];
}

const orders: Order[] = [
  {
    id: 'A-104',
    customer: 'Greenleaf Café',
    total: '€ 86.00',
    lines: [
      { item: 'Oat milk (1 L)', quantity: 12 },
      { item: 'Espresso beans (1 kg)', quantity: 2 },
    ],
  },
  {
    id: 'A-105',
    customer: 'Northside Bakery',
    total: '€ 41.50',
    lines: [{ item: 'Rye flour (5 kg)', quantity: 3 }],
  },
];

function OrderRow({ order }: { order: Order }) {
  const [open, setOpen] = React.useState(false);
  const detailsId = `order-${order.id}-details`;

  return (
    <React.Fragment>
      <tr>
        <td>
          <IconButton
            size="sm"
            variant="plain"
            color="neutral"
            aria-label={`Show items of order ${order.id}`}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </td>
        <td>{order.id}</td>
        <td>{order.customer}</td>
        <td>{order.total}</td>
      </tr>
      <tr id={detailsId} hidden={!open}>
        <td colSpan={4} style={{ height: 0, padding: 0 }}>
          {open && (
            <Sheet variant="soft" sx={{ p: 1.5, pl: 7 }}>
              <Typography level="body-sm" sx={{ fontWeight: 'lg', mb: 0.5 }}>
                Items
              </Typography>
              <Table size="sm" aria-label={`Items of order ${order.id}`}>
                <thead>
                  <tr>
                    <th>Item</th>
                    <th style={{ width: 100 }}>Quantity</th>
                  </tr>
                </thead>
                <tbody>
                  {order.lines.map((line) => (
                    <tr key={line.item}>
                      <td>{line.item}</td>
                      <td>{line.quantity}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Sheet>
          )}
        </td>
      </tr>
    </React.Fragment>
  );
}

export default function TableCollapsibleRow() {
  return (
    <Table aria-label="Orders">
      <thead>
        <tr>
          <th style={{ width: 48 }} aria-label="Expand" />
          <th style={{ width: 80 }}>Order</th>
          <th>Customer</th>
          <th>Total</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </tbody>
    </Table>
  );
}
