import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';

export default function ThemeTypeScale() {
  // Extend the surrounding theme (colours and mode stay) with a different type scale.
  const outerTheme = useTheme();
  const theme = React.useMemo(
    () =>
      createTheme(outerTheme, {
        typography: {
          h5: { fontWeight: 700, letterSpacing: '-0.01em' },
          subtitle1: { fontStyle: 'italic' },
          overline: { fontWeight: 700, letterSpacing: '0.12em' },
        },
        components: {
          MuiTypography: {
            defaultProps: {
              // subtitle1 renders an h6 by default; here it is a paragraph.
              variantMapping: { subtitle1: 'p' },
            },
          },
        },
      }),
    [outerTheme],
  );

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ maxWidth: 520, mx: 'auto' }}>
        <Typography variant="overline" component="div" sx={{ color: 'primary.main' }}>
          Field notes
        </Typography>
        <Typography variant="h5" component="div">
          Counting swifts over the old town
        </Typography>
        <Typography variant="subtitle1" gutterBottom>
          Three evenings on a rooftop with a clicker and a notebook.
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Every variant above comes from the theme, so each component that uses them
          changes together.
        </Typography>
      </Box>
    </ThemeProvider>
  );
}
