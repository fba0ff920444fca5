import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useColorScheme, useTheme } from '@mui/material/styles';

// Teach TypeScript about the new palette key and the Button color that uses it.
declare module '@mui/material/styles' {
  interface Palette {
    salmon: Palette['primary'];
  }
  interface PaletteOptions {
    salmon?: PaletteOptions['primary'];
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    salmon: true;
  }
}

// Button's color type must stay assignable to IconButton's, so extend both.
declare module '@mui/material/IconButton' {
  interface IconButtonPropsColorOverrides {
    salmon: true;
  }
}

function createSalmonTheme(mode: 'light' | 'dark') {
  // A darker shade in light mode keeps outlined and text buttons readable on white.
  const main = mode === 'dark' ? '#ff8a65' : '#bf360c';
  // First pass: a theme whose augmentColor uses the default tonal offset and threshold.
  const base = createTheme({ palette: { mode } });
  // Second pass: add the color with light, dark and contrastText filled in.
  return createTheme(base, {
    palette: {
      salmon: base.palette.augmentColor({
        color: { main },
        name: 'salmon',
      }),
    },
  });
}

export default function AugmentedColor() {
  // The page's light or dark mode: useColorScheme knows it when the app uses CSS theme
  // variables (their palette object stays light); otherwise the theme's palette.mode does.
  const { colorScheme } = useColorScheme();
  const outerMode = useTheme().palette.mode;
  const mode = colorScheme ?? outerMode;
  const theme = React.useMemo(() => createSalmonTheme(mode), [mode]);
  const { salmon } = theme.palette;

  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          <Button variant="contained" color="salmon">
            Book a table
          </Button>
          <Button variant="outlined" color="salmon">
            View menu
          </Button>
          <Button color="salmon">Call us</Button>
        </Stack>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          salmon.main {salmon.main} · light {salmon.light} · dark {salmon.dark} ·
          contrastText {salmon.contrastText}
        </Typography>
      </Paper>
    </ThemeProvider>
  );
}
