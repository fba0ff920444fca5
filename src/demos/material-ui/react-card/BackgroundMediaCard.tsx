import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

export default function BackgroundMediaCard() {
  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardMedia
        image="/img/demos/card/lake.svg"
        role="img"
        aria-label="Illustration of a lake at dusk"
        sx={{ height: 160 }}
      />
      <CardContent>
        <Typography gutterBottom variant="h5" component="h3">
          Lakeside cabin
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Two bedrooms, a wood stove and a private jetty. Sleeps four, dogs
          welcome.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Check dates</Button>
      </CardActions>
    </Card>
  );
}
