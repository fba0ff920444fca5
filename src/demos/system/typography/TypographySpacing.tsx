import * as React from 'react';
import Box from '@mui/system/Box';
import Slider from '@mui/material/Slider';

export default function TypographySpacing() {
  const [letterSpacing, setLetterSpacing] = React.useState(0);
  const [lineHeight, setLineHeight] = React.useState(1.5);

  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        <Box sx={{ width: 220 }}>
          <Box id="letter-spacing-label" sx={{ fontSize: 14 }}>
            letterSpacing: {letterSpacing} (px)
          </Box>
          <Slider
            value={letterSpacing}
            min={-1}
            max={6}
            step={0.5}
            onChange={(_event, value) => setLetterSpacing(value)}
            aria-labelledby="letter-spacing-label"
          />
        </Box>
        <Box sx={{ width: 220 }}>
          <Box id="line-height-label" sx={{ fontSize: 14 }}>
            lineHeight: {lineHeight} (unitless)
          </Box>
          <Slider
            value={lineHeight}
            min={1}
            max={2.5}
            step={0.1}
            onChange={(_event, value) => setLineHeight(value)}
            aria-labelledby="line-height-label"
          />
        </Box>
      </Box>
      <Box
        sx={{
          letterSpacing,
          lineHeight,
          maxWidth: 440,
          height: 190,
          overflow: 'auto',
          p: 2,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        Trains to the coast run hourly on weekdays. On Sundays the first departure is at nine,
        and the last one returns shortly before midnight. Seats cannot be reserved.
      </Box>
    </Box>
  );
}
