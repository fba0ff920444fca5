import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function BasicCard() {
  return (
    <Card sx={{ maxWidth: 320 }}>
      <CardContent>
        <Typography gutterBottom sx={{ color: 'text.secondary', fontSize: 14 }}>
          Tip of the week
        </Typography>
        <Typography variant="h5" component="h3">
          Batch your errands
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>productivity</Typography>
        <Typography variant="body2">
          Group small tasks such as emails and calls into one block of time, and
          keep the rest of the day for focused work.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Read more</Button>
      </CardActions>
    </Card>
  );
}
