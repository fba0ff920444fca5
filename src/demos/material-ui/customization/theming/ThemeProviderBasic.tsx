import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// Only what differs from the default theme; the rest is filled in.
const theme = createTheme({
  palette: {
    primary: { main: '#2e7d32' },
    secondary: { main: '#6a1b9a' },
  },
  shape: { borderRadius: 12 },
  typography: {
    button: { textTransform: 'none', fontWeight: 600 },
  },
});

export default function ThemeProviderBasic() {
  return (
    <ThemeProvider theme={theme}>
      {/* A light theme brings its own surface, so its text stays readable on a dark page. */}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" gutterBottom>
          Garden planner
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Button variant="contained">Plant seeds</Button>
          <Button variant="outlined" color="secondary">
            Add bed
          </Button>
          <Chip label="Spring" color="primary" />
          <Chip label="Shade" variant="outlined" color="secondary" />
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
