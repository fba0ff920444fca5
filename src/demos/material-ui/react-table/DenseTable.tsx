import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const shortcuts = [
  { action: 'Save file', windows: 'Ctrl + S', mac: '⌘ S' },
  { action: 'Find in file', windows: 'Ctrl + F', mac: '⌘ F' },
  { action: 'Go to line', windows: 'Ctrl + G', mac: '⌃ G' },
  { action: 'Toggle comment', windows: 'Ctrl + /', mac: '⌘ /' },
  { action: 'Command palette', windows: 'Ctrl + Shift + P', mac: '⇧ ⌘ P' },
  { action: 'Close tab', windows: 'Ctrl + W', mac: '⌘ W' },
];

export default function DenseTable() {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ width: '100%' }}>
      <Table size="small" aria-label="Keyboard shortcuts">
        <TableHead>
          <TableRow>
            <TableCell>Action</TableCell>
            <TableCell>Windows and Linux</TableCell>
            <TableCell>macOS</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shortcuts.map((row) => (
            <TableRow key={row.action} hover>
              <TableCell component="th" scope="row">
                {row.action}
              </TableCell>
              <TableCell>
                <kbd>{row.windows}</kbd>
              </TableCell>
              <TableCell>
                <kbd>{row.mac}</kbd>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
