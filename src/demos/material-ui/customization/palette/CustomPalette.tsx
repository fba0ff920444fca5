import * as React from 'react';
import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const brandColors = {
  Teal: '#00796b',
  Indigo: '#3949ab',
  Amber: '#ffb300',
  Rose: '#d81b60',
};

type BrandName = keyof typeof brandColors;

export default function CustomPalette() {
  const [brand, setBrand] = React.useState<BrandName>('Teal');
  const theme = React.useMemo(
    () =>
      createTheme({
        // Text colors picked for 4.5:1, the contrast body text needs (default 3).
        palette: { primary: { main: brandColors[brand] }, contrastThreshold: 4.5 },
      }),
    [brand],
  );
  const { primary } = theme.palette;

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={brand}
        onChange={(_event, value: BrandName | null) => value && setBrand(value)}
        aria-label="Primary main color"
      >
        {Object.keys(brandColors).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ThemeProvider theme={theme}>
        {/* A light theme brings its own surface, so its text stays readable on a dark page. */}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
            {(['light', 'main', 'dark'] as const).map((shade) => (
              <Box
                key={shade}
                sx={{
                  bgcolor: `primary.${shade}`,
                  // contrastText suits main; each shade gets its own.
                  color: theme.palette.getContrastText(primary[shade]),
                  p: 1.5,
                  minWidth: 120,
                }}
              >
                <Typography variant="caption" component="p">
                  primary.{shade}
                </Typography>
                <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                  {primary[shade]}
                </Typography>
              </Box>
            ))}
          </Stack>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Computed contrastText: <code>{primary.contrastText}</code>
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
            <Button variant="contained">Contained</Button>
            <Button variant="outlined">Outlined</Button>
            <Chip label="Chip" color="primary" />
          </Stack>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
