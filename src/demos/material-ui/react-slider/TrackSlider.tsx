import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const marks = [
  { value: 0, label: '0' },
  { value: 50, label: '50' },
  { value: 100, label: '100' },
];

export default function TrackSlider() {
  const normalId = React.useId();
  const invertedId = React.useId();
  const noTrackId = React.useId();

  return (
    <Box sx={{ width: 300 }}>
      <Typography id={normalId} variant="body2">
        Normal: fills up to the thumb
      </Typography>
      <Slider aria-labelledby={normalId} defaultValue={40} marks={marks} />
      <Typography id={invertedId} variant="body2">
        Inverted: fills what is left (storage remaining)
      </Typography>
      <Slider
        aria-labelledby={invertedId}
        track="inverted"
        defaultValue={40}
        marks={marks}
      />
      <Typography id={noTrackId} variant="body2">
        No track: a position, not an amount
      </Typography>
      <Slider
        aria-labelledby={noTrackId}
        track={false}
        defaultValue={40}
        marks={marks}
      />
    </Box>
  );
}
