import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function OutlinedCard() {
  return (
    <Card variant="outlined" sx={{maxWidth: 320}}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          Word of the day
        </Typography>
        <Typography variant="h5">benevolent</Typography>
        <Typography variant="body2">well meaning and kindly.</Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Learn more</Button>
      </CardActions>
    </Card>
  );
}
