import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const theme = createTheme();

const keys = theme.breakpoints.keys;

export default function CurrentBreakpoint() {
  return (
    <ThemeProvider theme={theme}>
      <Box
        sx={{
          p: 2,
          borderRadius: 1,
          color: 'common.white',
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
            The window is in the {key} range ({theme.breakpoints.values[key]}px
            and up)
          </Typography>
        ))}
      </Box>
    </ThemeProvider>
  );
}
