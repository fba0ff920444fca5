import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

const mains = { primary: '#1565c0', secondary: '#ad1457' };

export default function TonalOffset() {
  const [offset, setOffset] = React.useState(0.2);
  const palette = React.useMemo(
    () =>
      createTheme({
        palette: {
          // Text on each swatch at 4.5:1, the contrast small text needs.
          contrastThreshold: 4.5,
          tonalOffset: offset,
          primary: { main: mains.primary },
          secondary: { main: mains.secondary },
        },
      }).palette,
    [offset],
  );

  return (
    <Stack spacing={2}>
      <Box sx={{ maxWidth: 360, px: 1 }}>
        <Typography id="tonal-offset-label" variant="body2" gutterBottom>
          tonalOffset: {offset.toFixed(2)}
        </Typography>
        <Slider
          aria-labelledby="tonal-offset-label"
          value={offset}
          min={0}
          max={0.5}
          step={0.05}
          marks
          onChange={(_event, value) => setOffset(value)}
        />
      </Box>
      {(['primary', 'secondary'] as const).map((name) => (
        <Box
          key={name}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', borderRadius: 1, overflow: 'hidden' }}
        >
          {(['light', 'main', 'dark'] as const).map((shade) => (
            <Box
              key={shade}
              sx={{
                bgcolor: palette[name][shade],
                color: palette.getContrastText(palette[name][shade]),
                p: 1.5,
              }}
            >
              <Typography variant="caption" component="p">
                {name}.{shade}
              </Typography>
              <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                {palette[name][shade]}
              </Typography>
            </Box>
          ))}
        </Box>
      ))}
    </Stack>
  );
}
