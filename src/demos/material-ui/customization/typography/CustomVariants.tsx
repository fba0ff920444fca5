import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useColorScheme, useTheme } from '@mui/material/styles';

// Register the new variants on the theme and on Typography's variant prop.
declare module '@mui/material/styles' {
  interface TypographyVariants {
    kicker: React.CSSProperties;
    lede: React.CSSProperties;
  }
  interface TypographyVariantsOptions {
    kicker?: React.CSSProperties;
    lede?: React.CSSProperties;
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    kicker: true;
    lede: true;
  }
}

export default function CustomVariants() {
  // The page's light or dark mode: useColorScheme knows it when the app uses CSS theme
  // variables (their palette object stays light); otherwise the theme's palette.mode does.
  const { colorScheme } = useColorScheme();
  const outerMode = useTheme().palette.mode;
  const mode = colorScheme ?? outerMode;
  const theme = React.useMemo(
    () =>
      createTheme({
        palette: { mode },
        typography: {
          kicker: {
            fontSize: '0.8125rem',
            fontWeight: 700,
            letterSpacing: '0.12em',
            textTransform: 'uppercase',
          },
          lede: { fontSize: '1.25rem', lineHeight: 1.5, fontWeight: 300 },
        },
        components: {
          MuiTypography: {
            defaultProps: {
              // New variants render a <span> unless they are mapped.
              variantMapping: { kicker: 'p', lede: 'p' },
            },
          },
        },
      }),
    [mode],
  );

  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="kicker" color="primary">
          Release notes
        </Typography>
        <Typography variant="h5" component="p" gutterBottom>
          Offline mode is here
        </Typography>
        <Typography variant="lede" sx={{ mb: 1 }}>
          Drafts now sync when your connection returns, with no extra setup.
        </Typography>
        <Typography variant="body2" color="text.secondary">
          kicker and lede are theme variants, used like any built-in one.
        </Typography>
      </Paper>
    </ThemeProvider>
  );
}
