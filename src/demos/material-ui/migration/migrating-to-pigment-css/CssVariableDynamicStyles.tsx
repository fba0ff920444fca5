import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// The style object never changes: only the CSS variable in `style` does. A build-time
// engine such as Pigment CSS can extract these styles; Emotion renders them as well.
const barStyles = {
  height: 12,
  width: 'var(--storage-used)',
  borderRadius: 1,
  bgcolor: 'primary.main',
  transition: 'width 150ms ease-out',
} as const;

export default function CssVariableDynamicStyles() {
  const [used, setUsed] = React.useState(35);

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Typography id="storage-used-label" variant="body2">
        Storage used: {used}%
      </Typography>
      <Slider
        value={used}
        onChange={(_event, value) => setUsed(value)}
        aria-labelledby="storage-used-label"
        min={0}
        max={100}
      />
      <Box
        role="presentation"
        sx={{ bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}
      >
        <Box
          data-testid="storage-bar"
          sx={barStyles}
          style={{ '--storage-used': `${used}%` } as React.CSSProperties}
        />
      </Box>
    </Stack>
  );
}
