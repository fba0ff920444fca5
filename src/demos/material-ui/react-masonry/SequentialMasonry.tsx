import * as React from 'react';
import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const notes = [
  { day: 'Monday', text: 'Kick-off meeting with the design team.' },
  { day: 'Tuesday', text: 'Sketched three layouts for the settings page.' },
  {
    day: 'Wednesday',
    text: 'User interviews: five people, two hours each. Most of them wanted search before filters, and nobody used the advanced panel.',
  },
  { day: 'Thursday', text: 'Prototype review.' },
  {
    day: 'Friday',
    text: 'Fixed contrast issues found in the audit and shipped the beta.',
  },
  { day: 'Saturday', text: 'Rest.' },
];

export default function SequentialMasonry() {
  return (
    <Masonry columns={{ xs: 1, sm: 2, md: 3 }} spacing={2} sequential>
      {notes.map((note) => (
        <Paper key={note.day} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {note.day}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {note.text}
          </Typography>
        </Paper>
      ))}
    </Masonry>
  );
}
