import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const spacings = [0, 0.5, 1, 2, 3, 4];

export default function SpacingGrid() {
  const [spacing, setSpacing] = React.useState(2);

  return (
    <Box sx={{ width: '100%' }}>
      <Grid container spacing={spacing} sx={{ mb: 3 }}>
        {['Inbox', 'Drafts', 'Sent'].map((label) => (
          <Grid key={label} size={4}>
            <Paper
              variant="outlined"
              sx={{ height: 100, display: 'grid', placeItems: 'center' }}
            >
              {label}
            </Paper>
          </Grid>
        ))}
      </Grid>
      <FormControl>
        <FormLabel id="spacing-grid-label">spacing</FormLabel>
        <RadioGroup
          row
          aria-labelledby="spacing-grid-label"
          value={String(spacing)}
          onChange={(event) => setSpacing(Number(event.target.value))}
        >
          {spacings.map((value) => (
            <FormControlLabel
              key={value}
              value={String(value)}
              control={<Radio />}
              label={String(value)}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Box>
  );
}
