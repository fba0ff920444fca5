import * as React from 'react';
import Box from '@mui/material/Box';
import TablePagination from '@mui/material/TablePagination';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { deDE, enUS, esES, frFR } from '@mui/material/locale';

const locales = { enUS, deDE, frFR, esES };

type SupportedLocale = keyof typeof locales;

export default function LocalizedPagination() {
  const [locale, setLocale] = React.useState<SupportedLocale>('deDE');
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);

  // The surrounding theme, extended with the locale's translated default props.
  const outerTheme = useTheme();
  const localizedTheme = React.useMemo(
    () => createTheme(outerTheme, locales[locale]),
    [outerTheme, locale],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        value={locale}
        exclusive
        size="small"
        aria-label="Locale"
        onChange={(_event, value: SupportedLocale | null) => {
          if (value !== null) {
            setLocale(value);
          }
        }}
      >
        <ToggleButton value="enUS">en-US</ToggleButton>
        <ToggleButton value="deDE">de-DE</ToggleButton>
        <ToggleButton value="frFR">fr-FR</ToggleButton>
        <ToggleButton value="esES">es-ES</ToggleButton>
      </ToggleButtonGroup>
      <ThemeProvider theme={localizedTheme}>
        <TablePagination
          component="div"
          count={137}
          page={page}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={[5, 10, 25]}
          onPageChange={(_event, newPage) => setPage(newPage)}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(parseInt(event.target.value, 10));
            setPage(0);
          }}
        />
      </ThemeProvider>
    </Box>
  );
}
