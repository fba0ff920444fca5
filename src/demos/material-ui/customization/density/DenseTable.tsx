import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const rows = [
  { id: 'INV-1042', customer: 'Harbor Books', amount: '$1,280.00', status: 'Paid' },
  { id: 'INV-1043', customer: 'Nordlicht GmbH', amount: '$640.50', status: 'Due' },
  { id: 'INV-1044', customer: 'Casa Verde', amount: '$2,015.00', status: 'Paid' },
  { id: 'INV-1045', customer: 'Lumen Studio', amount: '$310.00', status: 'Overdue' },
];

export default function DenseTable() {
  const [dense, setDense] = React.useState(false);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={dense} onChange={(event) => setDense(event.target.checked)} />}
        label='size="small"'
      />
      <TableContainer component={Paper} variant="outlined">
        <Table size={dense ? 'small' : 'medium'} aria-label="Invoices">
          <TableHead>
            <TableRow>
              <TableCell>Invoice</TableCell>
              <TableCell>Customer</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.id}</TableCell>
                <TableCell>{row.customer}</TableCell>
                <TableCell align="right">{row.amount}</TableCell>
                <TableCell>{row.status}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </div>
  );
}
