import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// Step 1: the tokens.
let theme = createTheme({
  // Text colors picked for 4.5:1, the contrast body text needs (default 3).
  palette: { primary: { main: '#00695c' }, contrastThreshold: 4.5 },
  shape: { borderRadius: 10 },
});

// Step 2: values that need step 1's results (computed shades, spacing, radius).
theme = createTheme(theme, {
  palette: {
    info: theme.palette.augmentColor({
      color: { main: theme.palette.primary.dark },
    }),
  },
  components: {
    MuiAlert: {
      styleOverrides: {
        root: {
          borderRadius: theme.spacing(2),
          borderInlineStart: `4px solid ${theme.palette.primary.main}`,
        },
      },
    },
    MuiButton: {
      styleOverrides: {
        root: { paddingInline: theme.spacing(3) },
      },
    },
  },
});

export default function ComposedTheme() {
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="info">
            The info color is derived from primary.dark.
          </Alert>
          <Stack direction="row" spacing={1}>
            <Button variant="contained">Primary</Button>
            <Button variant="contained" color="info">
              Info
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
