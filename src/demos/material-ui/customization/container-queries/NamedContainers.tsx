import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function NamedContainers() {
  const [outer, setOuter] = React.useState(620);
  const [inner, setInner] = React.useState(50);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 360, px: 1 }}>
        <Typography id="outer-width-label" variant="body2">
          Panel width: {outer}px
        </Typography>
        <Slider
          aria-labelledby="outer-width-label"
          value={outer}
          min={300}
          max={760}
          step={20}
          onChange={(_event, value) => setOuter(value)}
        />
        <Typography id="inner-width-label" variant="body2">
          Card width: {inner}% of the panel
        </Typography>
        <Slider
          aria-labelledby="inner-width-label"
          value={inner}
          min={30}
          max={100}
          step={5}
          onChange={(_event, value) => setInner(value)}
        />
      </Box>
      <Box
        sx={{
          containerType: 'inline-size',
          containerName: 'panel',
          width: outer,
          maxWidth: '100%',
          p: 1,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'text.secondary',
        }}
      >
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
          container: panel
        </Typography>
        <Box
          sx={{ containerType: 'inline-size', width: `${inner}%`, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Box sx={{ p: 1.5, display: 'grid', gap: 1 }}>
            <Box
              sx={{
                p: 1,
                borderRadius: 1,
                // Named: measures the outer panel, whatever the card's width.
                bgcolor: { xs: 'action.hover', '@500/panel': 'primary.main' },
                color: { xs: 'text.primary', '@500/panel': 'primary.contrastText' },
              }}
            >
              <Typography variant="body2">&apos;@500/panel&apos;: highlighted when the panel is 500px or wider</Typography>
            </Box>
            <Box
              sx={{
                p: 1,
                borderRadius: 1,
                // Unnamed: measures the nearest container, the card.
                bgcolor: { xs: 'action.hover', '@300': 'secondary.main' },
                color: { xs: 'text.primary', '@300': 'secondary.contrastText' },
              }}
            >
              <Typography variant="body2">&apos;@300&apos;: highlighted when the card is 300px or wider</Typography>
            </Box>
          </Box>
        </Box>
      </Box>
    </Stack>
  );
}
