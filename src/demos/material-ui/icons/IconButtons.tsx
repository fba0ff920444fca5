import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import SendIcon from '@mui/icons-material/Send';
import ShareIcon from '@mui/icons-material/Share';

export default function IconButtons() {
  const [liked, setLiked] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" color="error" startIcon={<DeleteIcon />}>
          Delete
        </Button>
        <Button variant="contained" endIcon={<SendIcon />}>
          Send
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Tooltip title="Share">
          <IconButton aria-label="Share" size="small">
            <ShareIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <IconButton aria-label="Share" size="medium">
          <ShareIcon />
        </IconButton>
        <IconButton aria-label="Share" size="large">
          <ShareIcon fontSize="inherit" />
        </IconButton>
        <IconButton
          aria-label="Like"
          aria-pressed={liked}
          color={liked ? 'error' : 'default'}
          onClick={() => setLiked(!liked)}
        >
          {liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
        </IconButton>
      </Stack>
    </Stack>
  );
}
