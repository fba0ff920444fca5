import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

interface Invoice {
  id: string;
  client: string;
  issued: string;
  hours: number;
  amount: number;
}

const invoices: Invoice[] = [
  {
    id: 'INV-1042',
    client: 'Northwind Traders',
    issued: '2026-09-02',
    hours: 32,
    amount: 3840,
  },
  {
    id: 'INV-1043',
    client: 'Blue Heron Studio',
    issued: '2026-09-09',
    hours: 12.5,
    amount: 1500,
  },
  {
    id: 'INV-1044',
    client: 'Larkspur Bakery',
    issued: '2026-09-15',
    hours: 6,
    amount: 720,
  },
  {
    id: 'INV-1045',
    client: 'Quarry Analytics',
    issued: '2026-09-28',
    hours: 41,
    amount: 4920,
  },
];

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});

export default function BasicTable() {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ width: '100%' }}>
      <Table sx={{ minWidth: 560 }} aria-label="Invoices for September">
        <TableHead>
          <TableRow>
            <TableCell>Invoice</TableCell>
            <TableCell>Client</TableCell>
            <TableCell>Issued</TableCell>
            <TableCell align="right">Hours</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow
              key={invoice.id}
              sx={{ '&:last-child td, &:last-child th': { border: 0 } }}
            >
              <TableCell component="th" scope="row">
                {invoice.id}
              </TableCell>
              <TableCell>{invoice.client}</TableCell>
              <TableCell>{invoice.issued}</TableCell>
              <TableCell align="right">{invoice.hours}</TableCell>
              <TableCell align="right">{currency.format(invoice.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
