import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

interface Station {
  name: string;
  janHigh: number;
  janLow: number;
  julHigh: number;
  julLow: number;
}

const stations: Station[] = [
  { name: 'Tromsø', janHigh: -2, janLow: -7, julHigh: 16, julLow: 9 },
  { name: 'Edinburgh', janHigh: 7, janLow: 1, julHigh: 19, julLow: 11 },
  { name: 'Madrid', janHigh: 10, janLow: 3, julHigh: 33, julLow: 19 },
  { name: 'Athens', janHigh: 13, janLow: 7, julHigh: 33, julLow: 23 },
];

const divider = { borderLeft: 1, borderLeftColor: 'divider' };

export default function ColumnGroupingTable() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table
        aria-label="Average temperatures in °C"
        size="small"
        sx={{ minWidth: 480 }}
      >
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2}>City</TableCell>
            <TableCell colSpan={2} align="center" scope="colgroup" sx={divider}>
              January
            </TableCell>
            <TableCell colSpan={2} align="center" scope="colgroup" sx={divider}>
              July
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell align="right" sx={divider}>
              High
            </TableCell>
            <TableCell align="right">Low</TableCell>
            <TableCell align="right" sx={divider}>
              High
            </TableCell>
            <TableCell align="right">Low</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {stations.map((station) => (
            <TableRow key={station.name} hover>
              <TableCell component="th" scope="row">
                {station.name}
              </TableCell>
              <TableCell align="right" sx={divider}>
                {station.janHigh}
              </TableCell>
              <TableCell align="right">{station.janLow}</TableCell>
              <TableCell align="right" sx={divider}>
                {station.julHigh}
              </TableCell>
              <TableCell align="right">{station.julLow}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
