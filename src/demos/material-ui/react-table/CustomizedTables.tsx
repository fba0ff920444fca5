import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { tableCellClasses } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { styled } from '@mui/material/styles';

const StyledTableCell = styled(TableCell)(({ theme }) => ({
  [`&.${tableCellClasses.head}`]: {
    // theme.vars holds the CSS variables of the current colour scheme, when the theme has them.
    backgroundColor: (theme.vars ?? theme).palette.primary.main,
    color: (theme.vars ?? theme).palette.primary.contrastText,
    fontWeight: theme.typography.fontWeightBold,
  },
  [`&.${tableCellClasses.body}`]: {
    fontSize: theme.typography.body2.fontSize,
  },
}));

const StyledTableRow = styled(TableRow)(({ theme }) => ({
  '&:nth-of-type(odd)': {
    backgroundColor: (theme.vars ?? theme).palette.action.hover,
  },
  // No border under the last row: the container's outline closes the table.
  '&:last-child td, &:last-child th': {
    border: 0,
  },
}));

const plans = [
  { name: 'Starter', seats: 3, storage: '10 GB', price: 0 },
  { name: 'Team', seats: 15, storage: '200 GB', price: 12 },
  { name: 'Business', seats: 100, storage: '2 TB', price: 24 },
  { name: 'Enterprise', seats: 1000, storage: 'Unlimited', price: 40 },
];

export default function CustomizedTables() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Plans" sx={{ minWidth: 480 }}>
        <TableHead>
          <TableRow>
            <StyledTableCell>Plan</StyledTableCell>
            <StyledTableCell align="right">Seats</StyledTableCell>
            <StyledTableCell align="right">Storage</StyledTableCell>
            <StyledTableCell align="right">Price per seat (€)</StyledTableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plans.map((plan) => (
            <StyledTableRow key={plan.name}>
              <StyledTableCell component="th" scope="row">
                {plan.name}
              </StyledTableCell>
              <StyledTableCell align="right">{plan.seats}</StyledTableCell>
              <StyledTableCell align="right">{plan.storage}</StyledTableCell>
              <StyledTableCell align="right">{plan.price}</StyledTableCell>
            </StyledTableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
