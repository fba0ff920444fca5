import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { List, type RowComponentProps } from 'react-window';

interface Reading {
  id: number;
  sensor: string;
  time: string;
  temperature: number;
}

const sensors = ['Greenhouse', 'Cellar', 'Attic', 'Garage'];

// 500 deterministic readings, one every 15 minutes.
const readings: Reading[] = Array.from({ length: 500 }, (_, index) => {
  const minutes = index * 15;
  const hours = Math.floor(minutes / 60) % 24;
  return {
    id: index,
    sensor: sensors[index % sensors.length] ?? 'Greenhouse',
    time: `Day ${Math.floor(minutes / 1440) + 1}, ${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    temperature:
      Math.round((12 + 6 * Math.sin(index / 9) + (index % 7) * 0.3) * 10) / 10,
  };
});

const ROW_HEIGHT = 40;

const cellSx = { display: 'flex', alignItems: 'center', flex: 1, minWidth: 0 };
const rowSx = { display: 'flex', width: '100%' };

function ReadingRow({ index, style }: RowComponentProps) {
  const reading = readings[index];
  if (!reading) {
    return null;
  }
  return (
    <TableRow
      component="div"
      hover
      style={style}
      aria-rowindex={index + 2}
      sx={rowSx}
    >
      <TableCell component="div" role="rowheader" sx={cellSx}>
        {reading.time}
      </TableCell>
      <TableCell component="div" role="cell" sx={cellSx}>
        {reading.sensor}
      </TableCell>
      <TableCell
        component="div"
        role="cell"
        sx={{ ...cellSx, justifyContent: 'flex-end' }}
      >
        {reading.temperature.toFixed(1)}
      </TableCell>
    </TableRow>
  );
}

export default function VirtualizedTable() {
  return (
    <Paper variant="outlined" sx={{ width: '100%' }}>
      <Table
        component="div"
        size="small"
        aria-label="Temperature readings"
        aria-rowcount={readings.length + 1}
        sx={{ display: 'block' }}
      >
        <TableHead component="div" sx={{ display: 'block' }}>
          <TableRow component="div" aria-rowindex={1} sx={rowSx}>
            <TableCell component="div" role="columnheader" sx={cellSx}>
              Time
            </TableCell>
            <TableCell component="div" role="columnheader" sx={cellSx}>
              Sensor
            </TableCell>
            <TableCell
              component="div"
              role="columnheader"
              sx={{ ...cellSx, justifyContent: 'flex-end' }}
            >
              °C
            </TableCell>
          </TableRow>
        </TableHead>
        <List
          role="rowgroup"
          tabIndex={0}
          rowComponent={ReadingRow}
          rowCount={readings.length}
          rowHeight={ROW_HEIGHT}
          rowProps={{}}
          defaultHeight={ROW_HEIGHT * 8}
          style={{ height: ROW_HEIGHT * 8 }}
        />
      </Table>
    </Paper>
  );
}
