import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

const outerTheme = createTheme({
  palette: { primary: { main: '#1565c0' } },
});

// The function receives the outer theme; only the primary color changes.
const checkoutTheme = (outer: Theme) =>
  createTheme({
    ...outer,
    palette: { ...outer.palette, primary: { main: '#ad1457' } },
  });

export default function NestedThemes() {
  return (
    <ThemeProvider theme={outerTheme}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2" gutterBottom>
          Outer theme
        </Typography>
        <Button variant="contained">Browse the catalog</Button>
        <ThemeProvider theme={checkoutTheme}>
          <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
            <Typography variant="subtitle2" gutterBottom>
              Nested theme: the checkout section
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button variant="contained" data-testid="nested-primary">
                Pay now
              </Button>
              <Button variant="outlined">Edit cart</Button>
            </Stack>
          </Paper>
        </ThemeProvider>
      </Paper>
    </ThemeProvider>
  );
}
