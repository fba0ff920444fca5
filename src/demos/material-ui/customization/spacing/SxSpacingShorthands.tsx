import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SxSpacingShorthands() {
  const [margin, setMargin] = React.useState(2);
  const [padding, setPadding] = React.useState(3);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%' }}>
      <Stack spacing={1} sx={{ width: { xs: '100%', sm: 220 }, px: 1 }}>
        <Typography id="sx-margin-label" variant="body2">
          m: {margin}
        </Typography>
        <Slider
          aria-labelledby="sx-margin-label"
          value={margin}
          min={0}
          max={5}
          step={0.5}
          marks
          onChange={(_event, value) => setMargin(value)}
        />
        <Typography id="sx-padding-label" variant="body2">
          p: {padding}
        </Typography>
        <Slider
          aria-labelledby="sx-padding-label"
          value={padding}
          min={0}
          max={5}
          step={0.5}
          marks
          onChange={(_event, value) => setPadding(value)}
        />
      </Stack>
      <Box sx={{ flex: 1 }}>
        {/* The striped frame shows the margin; the tinted area the padding. */}
        <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'text.secondary', display: 'flow-root' }}>
          <Box sx={{ m: margin, p: padding, bgcolor: 'action.selected', borderRadius: 1 }}>
            <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', p: 1 }}>
              <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                {`<Box sx={{ m: ${margin}, p: ${padding} }}>`}
              </Typography>
            </Box>
          </Box>
        </Box>
      </Box>
    </Stack>
  );
}
