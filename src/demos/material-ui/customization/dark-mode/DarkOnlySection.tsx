import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import PauseIcon from '@mui/icons-material/Pause';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';

// A section that is always dark, whatever the rest of the app uses.
const playerTheme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#ffb74d' },
    background: { default: '#121212', paper: '#1e1e1e' },
  },
});

export default function DarkOnlySection() {
  return (
    <ThemeProvider theme={playerTheme}>
      <Box
        sx={{
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderRadius: 2,
          p: 2,
          maxWidth: 420,
          mx: 'auto',
        }}
      >
        <Typography variant="subtitle1">Night drive</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The Long Roads, track 4
        </Typography>
        <Slider
          size="small"
          defaultValue={38}
          aria-label="Playback position"
          sx={{ mt: 1 }}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
          <IconButton aria-label="Previous track">
            <SkipPreviousIcon />
          </IconButton>
          <IconButton aria-label="Pause" color="primary">
            <PauseIcon />
          </IconButton>
          <IconButton aria-label="Next track">
            <SkipNextIcon />
          </IconButton>
        </Stack>
      </Box>
    </ThemeProvider>
  );
}
