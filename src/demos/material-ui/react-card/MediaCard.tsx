import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

export default function MediaCard() {
  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardMedia
        component="img"
        height="160"
        image="/img/demos/card/mountains.svg"
        alt="Illustration of snow-capped mountains above a green valley"
      />
      <CardContent>
        <Typography gutterBottom variant="h5" component="h3">
          Alpine trail
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          A 14 km loop with 900 m of climbing, two mountain huts and a view over
          three glaciers. Best from July to September.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Share</Button>
        <Button size="small">View route</Button>
      </CardActions>
    </Card>
  );
}
