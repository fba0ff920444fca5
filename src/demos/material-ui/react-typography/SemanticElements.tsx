import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export default function SemanticElements() {
  return (
    <Box sx={{ maxWidth: 460, mx: 'auto' }}>
      <Box
        component="figure"
        sx={{ m: 0, pl: 2, borderLeft: 3, borderColor: 'primary.main' }}
      >
        <Typography
          variant="h6"
          component="blockquote"
          sx={{ m: 0, fontStyle: 'italic' }}
        >
          “The switch to the new planner saved our team a day a week.”
        </Typography>
        <Typography
          variant="caption"
          component="figcaption"
          sx={{ color: 'text.secondary' }}
        >
          Noor Rahman, operations lead
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Published{' '}
        <Typography variant="inherit" component="time" dateTime="2025-04-09">
          9 April 2025
        </Typography>
        . The survey covered{' '}
        <Typography
          variant="inherit"
          component="strong"
          sx={{ fontWeight: 'fontWeightBold' }}
        >
          212 teams
        </Typography>{' '}
        using the{' '}
        <Typography
          variant="inherit"
          component="abbr"
          title="Application programming interface"
        >
          API
        </Typography>
        .
      </Typography>
    </Box>
  );
}
