import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

// Card derives its children's offsets and radii from --Card-padding and --Card-radius, so
// changing the two variables keeps the overflow, divider and buttons aligned.
export default function CardVariablesPlayground() {
  const [padding, setPadding] = React.useState(16);
  const [radius, setRadius] = React.useState(12);
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Box sx={{ width: 220 }}>
        <Typography id="card-padding-label" level="body-sm">
          --Card-padding: {padding}px
        </Typography>
        <Slider
          aria-labelledby="card-padding-label"
          min={8}
          max={32}
          value={padding}
          onChange={(_event, value) => setPadding(value as number)}
        />
        <Typography id="card-radius-label" level="body-sm">
          --Card-radius: {radius}px
        </Typography>
        <Slider
          aria-labelledby="card-radius-label"
          min={0}
          max={32}
          value={radius}
          onChange={(_event, value) => setRadius(value as number)}
        />
      </Box>
      <Card variant="outlined" sx={{ width: 280, '--Card-padding': `${padding}px`, '--Card-radius': `${radius}px` }}>
        <CardOverflow variant="soft" color="primary" sx={{ py: 1 }}>
          <Typography level="title-sm">Weekly digest</Typography>
        </CardOverflow>
        <CardContent>
          <Typography level="body-sm">Seven new comments and two mentions since Monday.</Typography>
        </CardContent>
        <Divider inset="context" />
        <CardActions>
          <Button size="sm" variant="soft">
            Open
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
}
