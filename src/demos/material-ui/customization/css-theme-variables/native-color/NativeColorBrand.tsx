import * as React from 'react';
import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const theme = createTheme({
  cssVariables: {
    nativeColor: true,
    // Scoped to this demo's box so it does not touch the page's variables.
    cssVarPrefix: 'brand-demo',
    rootSelector: '.brand-demo',
  },
  palette: {
    // The browser resolves the color, and derives light, dark and contrastText.
    primary: { main: 'var(--brand)' },
  },
});

const brands = ['#6750a4', 'oklch(0.65 0.2 25)', 'hsl(160 60% 35%)', '#fdd835'];

export default function NativeColorBrand() {
  const [brand, setBrand] = React.useState('#6750a4');

  return (
    <ThemeProvider theme={theme}>
      {/* A light theme brings its own surface, so its text stays readable on a dark page. */}
      <Paper
        className="brand-demo"
        variant="outlined"
        sx={{ '--brand': brand, p: 2 }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={brand}
          onChange={(_event, value: string | null) => value && setBrand(value)}
          aria-label="Brand color"
          sx={{ flexWrap: 'wrap', mb: 2 }}
        >
          {brands.map((value) => (
            <ToggleButton
              key={value}
              value={value}
              sx={{ textTransform: 'none', gap: 1 }}
            >
              <Box
                sx={{
                  width: 16,
                  height: 16,
                  borderRadius: '50%',
                  bgcolor: value,
                }}
              />
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Button variant="contained">Contained</Button>
          <Button variant="outlined">Outlined</Button>
          <Chip label="Chip" color="primary" />
          <Switch
            defaultChecked
            slotProps={{ input: { 'aria-label': 'Demo switch' } }}
          />
          <Slider defaultValue={40} aria-label="Demo slider" sx={{ width: 160 }} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          {(['light', 'main', 'dark'] as const).map((shade) => (
            // contrastText is picked for main only: the labels sit beside the
            // swatches, so every shade's label stays readable.
            <Stack
              key={shade}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
            >
              <Box sx={{ width: 24, height: 24, bgcolor: `primary.${shade}` }} />
              <span>{shade}</span>
            </Stack>
          ))}
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
