import * as React from 'react';
import AlarmIcon from '@mui/icons-material/Alarm';
import DeleteIcon from '@mui/icons-material/Delete';
import FavoriteIcon from '@mui/icons-material/Favorite';
import IconButton from '@mui/material/IconButton';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import Stack from '@mui/material/Stack';

export default function IconButtons() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label="Delete draft, small" size="small">
          <DeleteIcon fontSize="inherit" />
        </IconButton>
        <IconButton aria-label="Delete draft, medium" size="medium">
          <DeleteIcon />
        </IconButton>
        <IconButton aria-label="Delete draft, large" size="large">
          <DeleteIcon fontSize="inherit" />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label="Set alarm" color="secondary">
          <AlarmIcon />
        </IconButton>
        <IconButton aria-label="Add to wishlist" color="error">
          <FavoriteIcon />
        </IconButton>
        <IconButton aria-label="Add to cart" color="primary">
          <ShoppingCartIcon />
        </IconButton>
        <IconButton aria-label="Checkout unavailable" disabled>
          <ShoppingCartIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
