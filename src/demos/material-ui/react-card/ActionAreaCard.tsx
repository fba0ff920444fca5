import * as React from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

export default function ActionAreaCard() {
  const [opened, setOpened] = React.useState(0);

  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardActionArea onClick={() => setOpened(opened + 1)}>
        <CardMedia
          component="img"
          height="140"
          image="/img/demos/card/lake.svg"
          alt=""
        />
        <CardContent>
          <Typography gutterBottom variant="h5" component="h3">
            Lakeside cabins
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Twelve cabins on the north shore, each with a private jetty.
            {opened > 0 && ` Opened ${opened} ${opened === 1 ? 'time' : 'times'}.`}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
