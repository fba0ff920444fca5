import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Masonry from '@mui/lab/Masonry';
import Typography from '@mui/material/Typography';

const notes = [
  { title: 'Groceries', body: 'Oats, lemons, coffee beans, basil.' },
  {
    title: 'Ideas',
    body: 'A dark mode toggle in the footer. Keyboard shortcuts for the editor. A weekly digest email that summarises the changes of each project.',
  },
  { title: 'Call Sam', body: 'About the venue for Friday.' },
  {
    title: 'Reading',
    body: 'Finish chapter four, then write a short summary for the book club before Thursday evening.',
  },
  { title: 'Gym', body: 'Mon, Wed, Fri at 7.' },
  {
    title: 'Trip',
    body: 'Book the train, check the museum opening hours, pack the charger.',
  },
];

export default function ResponsiveMasonry() {
  return (
    <Box sx={{ width: '100%' }}>
      <Masonry columns={{ xs: 1, sm: 2, md: 3 }} spacing={{ xs: 1, sm: 2 }}>
        {notes.map((note) => (
          <Card key={note.title} variant="outlined">
            <CardContent>
              <Typography variant="subtitle2" component="h3" gutterBottom>
                {note.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {note.body}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Masonry>
    </Box>
  );
}
