import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const darkTheme = createTheme({
  palette: {
    mode: 'dark',
  },
});

export default function DarkTheme() {
  return (
    <ThemeProvider theme={darkTheme}>
      <Box
        sx={{
          bgcolor: 'background.default',
          color: 'text.primary',
          p: 3,
          borderRadius: 1,
        }}
      >
        <Card sx={{ maxWidth: 360 }}>
          <CardContent>
            <Typography variant="overline" sx={{ color: 'text.secondary' }}>
              Nightly build
            </Typography>
            <Typography variant="h6" component="p">
              Build #4512 passed
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              All 1,284 tests passed in 6 minutes.
            </Typography>
            <Chip
              label="main"
              size="small"
              color="primary"
              variant="outlined"
            />
          </CardContent>
          <CardActions>
            <Button size="small">View logs</Button>
            <Button size="small" color="secondary">
              Re-run
            </Button>
          </CardActions>
        </Card>
      </Box>
    </ThemeProvider>
  );
}
