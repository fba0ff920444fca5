import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const TAX_RATE = 0.2;

interface InvoiceLine {
  description: string;
  quantity: number;
  unitPrice: number;
}

const lines: InvoiceLine[] = [
  { description: 'Logo design', quantity: 1, unitPrice: 900 },
  { description: 'Brand guidelines, pages', quantity: 12, unitPrice: 45 },
  { description: 'Business card layouts', quantity: 3, unitPrice: 60 },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

const subtotal = lines.reduce(
  (sum, line) => sum + line.quantity * line.unitPrice,
  0,
);
const tax = subtotal * TAX_RATE;
const total = subtotal + tax;

export default function SpanningTable() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Invoice 2025-014" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell colSpan={3}>Details</TableCell>
            <TableCell align="right">Price</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Unit price</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.description}>
              <TableCell>{line.description}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{money.format(line.unitPrice)}</TableCell>
              <TableCell align="right">
                {money.format(line.quantity * line.unitPrice)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell rowSpan={3} />
            <TableCell colSpan={2}>Subtotal</TableCell>
            <TableCell align="right">{money.format(subtotal)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>VAT</TableCell>
            <TableCell align="right">{`${(TAX_RATE * 100).toFixed(0)} %`}</TableCell>
            <TableCell align="right">{money.format(tax)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={2} sx={{ fontWeight: 'fontWeightBold' }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 'fontWeightBold' }}>
              {money.format(total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
