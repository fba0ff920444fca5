import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function BreakpointHelpers() {
  const theme = useTheme();
  const queries = [
    { code: "up('md')", query: theme.breakpoints.up('md') },
    { code: "down('md')", query: theme.breakpoints.down('md') },
    {
      code: "between('sm', 'lg')",
      query: theme.breakpoints.between('sm', 'lg'),
    },
    { code: "only('md')", query: theme.breakpoints.only('md') },
    { code: "not('xs')", query: theme.breakpoints.not('xs') },
  ];
  const matches = [
    useMediaQuery(queries[0]?.query ?? ''),
    useMediaQuery(queries[1]?.query ?? ''),
    useMediaQuery(queries[2]?.query ?? ''),
    useMediaQuery(queries[3]?.query ?? ''),
    useMediaQuery(queries[4]?.query ?? ''),
  ];

  return (
    <TableContainer sx={{ width: '100%' }}>
      <Table
        size="small"
        aria-label="Breakpoint helpers and whether they match"
      >
        <TableHead>
          <TableRow>
            <TableCell>theme.breakpoints.</TableCell>
            <TableCell>Media query</TableCell>
            <TableCell>Matches</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {queries.map((item, index) => (
            <TableRow key={item.code}>
              <TableCell sx={{ fontFamily: 'monospace' }}>
                {item.code}
              </TableCell>
              <TableCell
                sx={{ fontFamily: 'monospace', color: 'text.secondary' }}
              >
                {item.query.replace('@media ', '')}
              </TableCell>
              <TableCell>{matches[index] ? 'yes' : 'no'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
