import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Orders', value: '1,284' },
  { label: 'Revenue', value: '$48.2k' },
  { label: 'Returns', value: '2.1%' },
];

export default function ContainerQueries() {
  const [width, setWidth] = React.useState(520);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="container-width-label" variant="body2" gutterBottom>
        Container width: {width}px
      </Typography>
      <Slider
        aria-labelledby="container-width-label"
        value={width}
        min={220}
        max={640}
        step={10}
        onChange={(_event, value) => setWidth(value)}
        sx={{ maxWidth: 320, mb: 2 }}
      />
      <Box sx={{ containerType: 'inline-size', width, maxWidth: '100%' }}>
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { '@': '1fr', '@360': 'repeat(3, 1fr)' },
          }}
        >
          {stats.map((stat) => (
            <Paper key={stat.label} variant="outlined" sx={{ p: 1.5 }}>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {stat.label}
              </Typography>
              <Typography
                sx={{ fontWeight: 600, fontSize: { '@': '1.125rem', '@500': '1.5rem' } }}
              >
                {stat.value}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
