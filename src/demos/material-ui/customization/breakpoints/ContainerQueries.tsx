import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function ContainerQueries() {
  const [width, setWidth] = React.useState(640);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography id="container-width" variant="body2" gutterBottom>
        Container width: {width}px
      </Typography>
      <Slider
        aria-labelledby="container-width"
        min={280}
        max={900}
        step={20}
        value={width}
        onChange={(_event, value) => setWidth(value)}
        sx={{ maxWidth: 400 }}
      />
      <Box sx={{ containerType: 'inline-size', width, maxWidth: '100%' }}>
        <Box
          sx={(theme) => ({
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            [theme.containerQueries.up('sm')]: {
              flexDirection: 'row',
              alignItems: 'center',
            },
          })}
        >
          <Box
            sx={(theme) => ({
              height: 80,
              flexShrink: 0,
              borderRadius: 1,
              background: 'linear-gradient(135deg, #42a5f5, #7e57c2)',
              width: '100%',
              [theme.containerQueries.up('sm')]: { width: 120 },
            })}
          />
          <Box>
            <Typography variant="subtitle1" component="p">
              Stacked below 600px of container width
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              The layout follows the width of its container, not the window,
              through theme.containerQueries.
            </Typography>
          </Box>
        </Box>
      </Box>
    </Stack>
  );
}
