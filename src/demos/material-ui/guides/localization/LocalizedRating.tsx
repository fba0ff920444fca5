import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { deDE, enUS, esES } from '@mui/material/locale';

// The locale objects translate the empty choice; the star labels are ours to add.
const locales = {
  enUS: { locale: enUS, stars: (value: number) => `${value} ${value === 1 ? 'star' : 'stars'}` },
  deDE: { locale: deDE, stars: (value: number) => `${value} ${value === 1 ? 'Stern' : 'Sterne'}` },
  esES: { locale: esES, stars: (value: number) => `${value} ${value === 1 ? 'estrella' : 'estrellas'}` },
};
type SupportedLocale = keyof typeof locales;

function RatingLabels({ value }: { value: number | null }) {
  const defaults = useTheme().components?.MuiRating?.defaultProps;
  const label =
    value === null ? (defaults?.emptyLabelText ?? 'Empty') : (defaults?.getLabelText?.(value) ?? String(value));
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="rating-label">
      Announced as: {label}
    </Typography>
  );
}

export default function LocalizedRating() {
  const [locale, setLocale] = React.useState<SupportedLocale>('deDE');
  const [value, setValue] = React.useState<number | null>(4);
  const outerTheme = useTheme();
  const theme = React.useMemo(
    () =>
      createTheme(outerTheme, locales[locale].locale, {
        components: { MuiRating: { defaultProps: { getLabelText: locales[locale].stars } } },
      }),
    [outerTheme, locale],
  );

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={locale}
        aria-label="Locale"
        onChange={(_event, next: SupportedLocale | null) => next && setLocale(next)}
      >
        <ToggleButton value="enUS">en-US</ToggleButton>
        <ToggleButton value="deDE">de-DE</ToggleButton>
        <ToggleButton value="esES">es-ES</ToggleButton>
      </ToggleButtonGroup>
      <ThemeProvider theme={theme}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="body2">
            Rate this recipe
          </Typography>
          <Rating name="recipe-rating" value={value} onChange={(_event, next) => setValue(next)} />
        </Box>
        <RatingLabels value={value} />
      </ThemeProvider>
    </Stack>
  );
}
