import * as React from 'react';
import Box from '@mui/material/Box';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function LegacySpacing() {
  const [spacing, setSpacing] = React.useState(3);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="legacy-spacing-label" variant="body2" gutterBottom>
        spacing={spacing}: the dashed outline is the parent, the container
        sticks out of it by {spacing * 4}px on each side.
      </Typography>
      <Slider
        aria-labelledby="legacy-spacing-label"
        value={spacing}
        min={0}
        max={5}
        step={1}
        marks
        onChange={(_event, value) => {
          if (typeof value === 'number') {
            setSpacing(value);
          }
        }}
        sx={{ maxWidth: 300, mb: 3, mx: 1 }}
      />
      <Box
        sx={{
          mx: 6,
          outline: '2px dashed',
          outlineColor: 'text.secondary',
        }}
      >
        <GridLegacy
          container
          spacing={spacing}
          sx={{ bgcolor: 'action.selected' }}
        >
          {['One', 'Two', 'Three'].map((label) => (
            <GridLegacy item xs={4} key={label}>
              <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
                {label}
              </Paper>
            </GridLegacy>
          ))}
        </GridLegacy>
      </Box>
    </Box>
  );
}
