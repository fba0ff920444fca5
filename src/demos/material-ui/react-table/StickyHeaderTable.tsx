import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const elements = [
  ['H', 'Hydrogen', 1, 1.008],
  ['He', 'Helium', 2, 4.0026],
  ['Li', 'Lithium', 3, 6.94],
  ['Be', 'Beryllium', 4, 9.0122],
  ['B', 'Boron', 5, 10.81],
  ['C', 'Carbon', 6, 12.011],
  ['N', 'Nitrogen', 7, 14.007],
  ['O', 'Oxygen', 8, 15.999],
  ['F', 'Fluorine', 9, 18.998],
  ['Ne', 'Neon', 10, 20.18],
  ['Na', 'Sodium', 11, 22.99],
  ['Mg', 'Magnesium', 12, 24.305],
  ['Al', 'Aluminium', 13, 26.982],
  ['Si', 'Silicon', 14, 28.085],
  ['P', 'Phosphorus', 15, 30.974],
  ['S', 'Sulfur', 16, 32.06],
] as const;

export default function StickyHeaderTable() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <TableContainer
        role="region"
        aria-label="Elements table"
        tabIndex={0}
        sx={{ maxHeight: 320 }}
      >
        <Table stickyHeader size="small" aria-label="The first sixteen elements">
          <TableHead>
            <TableRow>
              <TableCell align="right">Number</TableCell>
              <TableCell>Symbol</TableCell>
              <TableCell>Name</TableCell>
              <TableCell align="right">Atomic mass</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {elements.map(([symbol, name, number, mass]) => (
              <TableRow key={symbol} hover>
                <TableCell align="right">{number}</TableCell>
                <TableCell component="th" scope="row">
                  {symbol}
                </TableCell>
                <TableCell>{name}</TableCell>
                <TableCell align="right">{mass}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
