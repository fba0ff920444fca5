import * as React from 'react';
import Box from '@mui/material/Box';
import TablePagination, { LabelDisplayedRowsArgs } from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { deDE } from '@mui/material/locale';

const formatter = new Intl.NumberFormat('de-DE');
const format = (value: number) => formatter.format(value);

const groupedLabel = ({ from, to, count }: LabelDisplayedRowsArgs) =>
  `${format(from)}–${format(to)} von ${count === -1 ? `mehr als ${format(to)}` : format(count)}`;

export default function NumberFormattedLabels() {
  const [page, setPage] = React.useState(124);
  const outerTheme = useTheme();
  const theme = React.useMemo(() => createTheme(outerTheme, deDE), [outerTheme]);

  const pagination = (label: string, labelDisplayedRows?: typeof groupedLabel) => (
    <Box>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <TablePagination
        component="div"
        count={12480}
        page={page}
        rowsPerPage={10}
        rowsPerPageOptions={[10]}
        onPageChange={(_event, next) => setPage(next)}
        labelDisplayedRows={labelDisplayedRows}
      />
    </Box>
  );

  return (
    <ThemeProvider theme={theme}>
      {pagination('de-DE locale: numbers as they are')}
      {pagination('With Intl.NumberFormat: grouped the German way', groupedLabel)}
    </ThemeProvider>
  );
}
