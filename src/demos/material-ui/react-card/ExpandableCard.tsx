import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FavoriteIcon from '@mui/icons-material/Favorite';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ShareIcon from '@mui/icons-material/Share';

export default function ExpandableCard() {
  const [expanded, setExpanded] = React.useState(false);
  const [liked, setLiked] = React.useState(false);
  const detailsId = React.useId();

  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardHeader
        avatar={
          <Avatar sx={{ bgcolor: 'secondary.main' }} aria-hidden="true">
            M
          </Avatar>
        }
        action={
          <IconButton aria-label="More options for this recipe">
            <MoreVertIcon />
          </IconButton>
        }
        title="Mushroom risotto"
        subheader="By Marta, 35 minutes"
      />
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          A creamy weeknight risotto with chestnut mushrooms, thyme and a splash of
          white wine. Serves four.
        </Typography>
      </CardContent>
      <CardActions disableSpacing>
        <IconButton
          aria-label="Add to favorites"
          aria-pressed={liked}
          color={liked ? 'error' : 'default'}
          onClick={() => setLiked(!liked)}
        >
          <FavoriteIcon />
        </IconButton>
        <IconButton aria-label="Share">
          <ShareIcon />
        </IconButton>
        <IconButton
          onClick={() => setExpanded(!expanded)}
          aria-expanded={expanded}
          aria-controls={detailsId}
          aria-label="Show method"
          sx={(theme) => ({
            ml: 'auto',
            transform: expanded ? 'rotate(180deg)' : 'rotate(0deg)',
            transition: theme.transitions.create('transform', {
              duration: theme.transitions.duration.shortest,
            }),
          })}
        >
          <ExpandMoreIcon />
        </IconButton>
      </CardActions>
      <Collapse in={expanded} timeout="auto" id={detailsId}>
        <CardContent>
          <Typography variant="subtitle2" component="h4" gutterBottom>
            Method
          </Typography>
          <Typography variant="body2">
            Soften the onion in butter, toast the rice for a minute, add the wine,
            then the hot stock a ladle at a time. Stir in the fried mushrooms and
            parmesan at the end and rest for two minutes before serving.
          </Typography>
        </CardContent>
      </Collapse>
    </Card>
  );
}
