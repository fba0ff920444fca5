import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';

export default function LinearBuffer() {
  const [playing, setPlaying] = React.useState(false);
  const [played, setPlayed] = React.useState(12);
  const [loaded, setLoaded] = React.useState(30);

  React.useEffect(() => {
    if (!playing) {
      return undefined;
    }
    const timer = setInterval(() => {
      // The download keeps ahead of playback until the whole clip is loaded.
      setLoaded((previous) => Math.min(previous + 4, 100));
      setPlayed((previous) => (previous >= 100 ? 100 : previous + 2));
    }, 400);
    return () => clearInterval(timer);
  }, [playing]);

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%', maxWidth: 480, mx: 'auto' }}>
      <IconButton
        aria-label={playing ? 'Pause clip' : 'Play clip'}
        onClick={() => setPlaying((previous) => !previous)}
      >
        {playing ? <PauseIcon /> : <PlayArrowIcon />}
      </IconButton>
      <Box sx={{ flexGrow: 1 }}>
        <LinearProgress
          variant="buffer"
          value={played}
          valueBuffer={Math.max(loaded, played)}
          aria-label="Clip played"
        />
      </Box>
    </Stack>
  );
}
