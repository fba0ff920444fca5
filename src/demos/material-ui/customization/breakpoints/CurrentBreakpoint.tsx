import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// Text colors picked for 4.5:1, the contrast body text needs (the default is 3).
const theme = createTheme({ palette: { contrastThreshold: 4.5 } });

const keys = theme.breakpoints.keys;

export default function CurrentBreakpoint() {
  return (
    <ThemeProvider theme={theme}>
      <Box
        sx={{
          p: 2,
          borderRadius: 1,
          color: {
            xs: 'error.contrastText',
            sm: 'warning.contrastText',
            md: 'success.contrastText',
            lg: 'info.contrastText',
            xl: 'primary.contrastText',
          },
          bgcolor: {
            xs: 'error.main',
            sm: 'warning.main',
            md: 'success.main',
            lg: 'info.main',
            xl: 'primary.main',
          },
        }}
      >
        {keys.map((key) => (
          <Typography
            key={key}
            variant="h6"
            component="p"
            sx={{
              display: 'none',
              [theme.breakpoints.only(key)]: { display: 'block' },
            }}
          >
            The window is in the {key} range ({theme.breakpoints.values[key]}px and
            up)
          </Typography>
        ))}
      </Box>
    </ThemeProvider>
  );
}
