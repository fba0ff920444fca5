import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const trains = [
  { number: 'IC 512', destination: 'Utrecht', departs: '08:14', platform: '5b' },
  { number: 'SPR 4021', destination: 'Leiden', departs: '08:21', platform: '2' },
  { number: 'IC 3120', destination: 'Eindhoven', departs: '08:32', platform: '7a' },
];

export default function AccessibleTable() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table sx={{ minWidth: 480, '& caption': { captionSide: 'top' } }}>
        <caption>Departures from Amsterdam Centraal, 08:00 to 08:45</caption>
        <TableHead>
          <TableRow>
            <TableCell>Train</TableCell>
            <TableCell>Destination</TableCell>
            <TableCell>Departs</TableCell>
            <TableCell align="right">Platform</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {trains.map((train) => (
            <TableRow key={train.number}>
              <TableCell component="th" scope="row">
                {train.number}
              </TableCell>
              <TableCell>{train.destination}</TableCell>
              <TableCell>{train.departs}</TableCell>
              <TableCell align="right">{train.platform}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
