import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  ThemeProvider,
  createTheme,
  responsiveFontSizes,
  useTheme,
} from '@mui/material/styles';

export default function ResponsiveHeadings() {
  // Extend the surrounding theme (its colours and mode stay), scaling only the headings.
  const outerTheme = useTheme();
  const theme = React.useMemo(
    () => responsiveFontSizes(createTheme(outerTheme)),
    [outerTheme],
  );

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ maxWidth: 520, mx: 'auto' }}>
        <Typography variant="h3" component="div">
          Spring catalogue
        </Typography>
        <Typography variant="h5" component="div" gutterBottom>
          Forty new pieces for the garden
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Resize the window: the two headings step down at each breakpoint, while
          body text keeps its size.
        </Typography>
      </Box>
    </ThemeProvider>
  );
}
