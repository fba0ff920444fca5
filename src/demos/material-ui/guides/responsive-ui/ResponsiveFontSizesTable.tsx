import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { createTheme, responsiveFontSizes } from '@mui/material/styles';

// A theme made only to read its numbers; nothing on the page uses it.
const theme = responsiveFontSizes(createTheme());
const variants = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const queries = [
  { label: 'xs (below 600px)', key: null },
  { label: 'sm (600px)', key: theme.breakpoints.up('sm') },
  { label: 'md (900px)', key: theme.breakpoints.up('md') },
  { label: 'lg (1200px)', key: theme.breakpoints.up('lg') },
];

function sizeAt(variant: (typeof variants)[number], query: string | null): string {
  const style: Record<string, unknown> = theme.typography[variant];
  if (query === null) {
    return String(style.fontSize);
  }
  const atBreakpoint = style[query] as { fontSize?: string } | undefined;
  return atBreakpoint?.fontSize ?? '(same)';
}

export default function ResponsiveFontSizesTable() {
  return (
    <TableContainer>
      <Table size="small" aria-label="Font sizes after responsiveFontSizes">
        <TableHead>
          <TableRow>
            <TableCell>Variant</TableCell>
            {queries.map((query) => (
              <TableCell key={query.label} align="right">
                {query.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {variants.map((variant) => (
            <TableRow key={variant}>
              <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                {variant}
              </TableCell>
              {queries.map((query) => (
                <TableCell key={query.label} align="right">
                  {sizeAt(variant, query.key)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
