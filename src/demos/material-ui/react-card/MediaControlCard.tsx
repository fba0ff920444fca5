import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';

const firstTrack = { title: 'Morning Tide', artist: 'The Harbour Lights' };

const tracks = [
  firstTrack,
  { title: 'Slow River', artist: 'The Harbour Lights' },
  { title: 'Lanterns', artist: 'The Harbour Lights' },
];

export default function MediaControlCard() {
  const [index, setIndex] = React.useState(0);
  const [playing, setPlaying] = React.useState(false);
  const track = tracks[index] ?? firstTrack;

  const step = (delta: number) =>
    setIndex((current) => (current + delta + tracks.length) % tracks.length);

  return (
    <Card sx={{ display: 'flex', maxWidth: 420 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
        <CardContent sx={{ flex: '1 0 auto' }}>
          <Typography component="h3" variant="h5">
            {track.title}
          </Typography>
          <Typography variant="subtitle1" component="div" sx={{ color: 'text.secondary' }}>
            {track.artist}
          </Typography>
        </CardContent>
        <Box
          role="group"
          aria-label="Playback"
          sx={{ display: 'flex', alignItems: 'center', pl: 1, pb: 1 }}
        >
          <IconButton aria-label="Previous track" onClick={() => step(-1)}>
            <SkipPreviousIcon />
          </IconButton>
          <IconButton
            aria-label={playing ? 'Pause' : 'Play'}
            onClick={() => setPlaying((value) => !value)}
          >
            {playing ? (
              <PauseIcon sx={{ height: 38, width: 38 }} />
            ) : (
              <PlayArrowIcon sx={{ height: 38, width: 38 }} />
            )}
          </IconButton>
          <IconButton aria-label="Next track" onClick={() => step(1)}>
            <SkipNextIcon />
          </IconButton>
        </Box>
      </Box>
      <CardMedia
        component="img"
        sx={{ width: 151, flexShrink: 0 }}
        image="/img/demos/image-list/coast.svg"
        alt="Album cover: a rocky coast"
      />
    </Card>
  );
}
