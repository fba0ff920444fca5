import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { deDE, enUS, frFR, jaJP } from '@mui/material/locale';

const locales = { enUS, deDE, frFR, jaJP };
type SupportedLocale = keyof typeof locales;

const cities = ['Accra', 'Berlin', 'Lyon', 'Osaka', 'Toronto'];

// Reads the strings the locale gave Autocomplete, to show what screen readers hear.
function ButtonLabels() {
  const defaults = useTheme().components?.MuiAutocomplete?.defaultProps;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="autocomplete-labels">
      Open button: {defaults?.openText ?? 'Open'} · Clear button: {defaults?.clearText ?? 'Clear'}
    </Typography>
  );
}

export default function LocalizedAutocomplete() {
  const [locale, setLocale] = React.useState<SupportedLocale>('frFR');
  const outerTheme = useTheme();
  const theme = React.useMemo(() => createTheme(outerTheme, locales[locale]), [outerTheme, locale]);

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={locale}
        aria-label="Locale"
        onChange={(_event, value: SupportedLocale | null) => value && setLocale(value)}
      >
        <ToggleButton value="enUS">en-US</ToggleButton>
        <ToggleButton value="deDE">de-DE</ToggleButton>
        <ToggleButton value="frFR">fr-FR</ToggleButton>
        <ToggleButton value="jaJP">ja-JP</ToggleButton>
      </ToggleButtonGroup>
      <ThemeProvider theme={theme}>
        <Autocomplete
          disablePortal
          options={cities}
          sx={{ maxWidth: 320 }}
          renderInput={(params) => (
            <TextField {...params} label="City" helperText="Type a city not in the list, such as Rome" />
          )}
        />
        <ButtonLabels />
      </ThemeProvider>
    </Stack>
  );
}
