import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FastForwardRounded from '@mui/icons-material/FastForwardRounded';
import FastRewindRounded from '@mui/icons-material/FastRewindRounded';
import MusicNoteRounded from '@mui/icons-material/MusicNoteRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import VolumeDownRounded from '@mui/icons-material/VolumeDownRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';

const DURATION = 214; // seconds

function formatTime(seconds: number) {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${minutes}:${rest < 10 ? `0${rest}` : rest}`;
}

export default function MusicPlayerSlider() {
  const [position, setPosition] = React.useState(37);
  const [playing, setPlaying] = React.useState(false);
  const [volume, setVolume] = React.useState(60);

  React.useEffect(() => {
    if (!playing) {
      return undefined;
    }
    const timer = setInterval(() => {
      setPosition((previous) => Math.min(previous + 1, DURATION));
    }, 1000);
    return () => clearInterval(timer);
  }, [playing]);

  return (
    <Paper variant="outlined" sx={{ width: 340, maxWidth: '100%', mx: 'auto', p: 2, borderRadius: 4 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          aria-hidden
          sx={{
            width: 72,
            height: 72,
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 2,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
          }}
        >
          <MusicNoteRounded fontSize="large" />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            The Quiet Harbours
          </Typography>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            Lanterns on the Pier
          </Typography>
          <Typography noWrap variant="body2" sx={{ color: 'text.secondary' }}>
            Low Tide Sessions
          </Typography>
        </Box>
      </Stack>
      <Slider
        aria-label="Position"
        aria-valuetext={`${formatTime(position)} of ${formatTime(DURATION)}`}
        size="small"
        min={0}
        max={DURATION}
        step={1}
        value={position}
        onChange={(_event, value) => setPosition(value)}
        sx={{
          mt: 1,
          height: 4,
          '& .MuiSlider-thumb': {
            width: 8,
            height: 8,
            transition: 'width 0.2s, height 0.2s',
            '&:hover, &.Mui-focusVisible, &.Mui-active': { width: 16, height: 16 },
          },
          '& .MuiSlider-rail': { opacity: 0.28 },
        }}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: -1.5 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="elapsed">
          {formatTime(position)}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {`-${formatTime(DURATION - position)}`}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'center', alignItems: 'center' }}>
        <IconButton
          aria-label="Back 10 seconds"
          onClick={() => setPosition((previous) => Math.max(previous - 10, 0))}
        >
          <FastRewindRounded fontSize="large" />
        </IconButton>
        <IconButton
          aria-label={playing ? 'Pause' : 'Play'}
          onClick={() => setPlaying((previous) => !previous)}
        >
          {playing ? (
            <PauseRounded sx={{ fontSize: '3rem' }} />
          ) : (
            <PlayArrowRounded sx={{ fontSize: '3rem' }} />
          )}
        </IconButton>
        <IconButton
          aria-label="Forward 10 seconds"
          onClick={() => setPosition((previous) => Math.min(previous + 10, DURATION))}
        >
          <FastForwardRounded fontSize="large" />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
        <VolumeDownRounded aria-hidden sx={{ color: 'text.secondary' }} />
        <Slider
          aria-label="Volume"
          size="small"
          value={volume}
          onChange={(_event, value) => setVolume(value)}
        />
        <VolumeUpRounded aria-hidden sx={{ color: 'text.secondary' }} />
      </Stack>
    </Paper>
  );
}
