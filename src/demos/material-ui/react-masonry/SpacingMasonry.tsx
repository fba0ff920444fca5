import * as React from 'react';
import Box from '@mui/material/Box';
import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const heights = [110, 60, 140, 80, 120, 70, 100, 130];

export default function SpacingMasonry() {
  const [spacing, setSpacing] = React.useState(2);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="spacing-masonry-label" variant="body2" gutterBottom>
        spacing={spacing} ({spacing * 8}px)
      </Typography>
      <Slider
        aria-labelledby="spacing-masonry-label"
        value={spacing}
        min={0}
        max={4}
        step={0.5}
        marks
        onChange={(_event, value) => {
          if (typeof value === 'number') {
            setSpacing(value);
          }
        }}
        sx={{ maxWidth: 300, mb: 2, mx: 1 }}
      />
      <Masonry columns={4} spacing={spacing}>
        {heights.map((height, index) => (
          <Paper
            key={index}
            sx={{
              height,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'action.selected',
            }}
          >
            {index + 1}
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
