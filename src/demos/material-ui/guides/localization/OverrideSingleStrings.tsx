import * as React from 'react';
import Box from '@mui/material/Box';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { deDE } from '@mui/material/locale';

function Pagination({ label, ...props }: { label: string; labelRowsPerPage?: string }) {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <TablePagination
        component="div"
        count={64}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[10, 25]}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(parseInt(event.target.value, 10));
          setPage(0);
        }}
        {...props}
      />
    </Box>
  );
}

export default function OverrideSingleStrings() {
  const outerTheme = useTheme();
  const theme = React.useMemo(
    () =>
      createTheme(outerTheme, deDE, {
        // After the locale: replaces one of its strings for every TablePagination below.
        components: {
          MuiTablePagination: { defaultProps: { labelRowsPerPage: 'Zeilen je Seite:' } },
        },
      }),
    [outerTheme],
  );

  return (
    <ThemeProvider theme={theme}>
      <Pagination label="Theme: the locale plus one overridden string" />
      <Pagination label="This instance only: a prop wins over the theme" labelRowsPerPage="Einträge:" />
    </ThemeProvider>
  );
}
