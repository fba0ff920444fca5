import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import StarRoundedIcon from '@mui/icons-material/StarRounded';

export default function IconSizesAndColors() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FavoriteIcon fontSize="small" />
        <FavoriteIcon />
        <FavoriteIcon fontSize="large" />
        <FavoriteIcon sx={{ fontSize: 56 }} />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <StarRoundedIcon color="primary" />
        <StarRoundedIcon color="secondary" />
        <StarRoundedIcon color="success" />
        <StarRoundedIcon color="warning" />
        <StarRoundedIcon color="error" />
        <StarRoundedIcon color="action" />
        <StarRoundedIcon color="disabled" />
        <StarRoundedIcon htmlColor="#00897b" />
      </Stack>
      <Typography variant="h5" sx={{ color: 'info.main' }}>
        <StarRoundedIcon
          fontSize="inherit"
          color="inherit"
          sx={{ verticalAlign: '-0.125em' }}
        />{' '}
        Follows the heading&apos;s size and color
      </Typography>
    </Stack>
  );
}
