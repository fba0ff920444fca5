import * as React from 'react';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const HeartRating = styled(Rating)(({ theme }) => ({
  '& .MuiRating-iconFilled': {
    color: (theme.vars || theme).palette.error.main,
  },
  '& .MuiRating-iconHover': {
    color: (theme.vars || theme).palette.error.dark,
  },
}));

// A borderless fieldset: the legend names the group of star inputs.
const fieldsetSx = { border: 0, m: 0, p: 0 };

export default function CustomizedRating() {
  return (
    <Stack spacing={2}>
      <Box component="fieldset" sx={fieldsetSx}>
        <Typography component="legend">How much did you enjoy it?</Typography>
        <HeartRating
          name="customized-hearts"
          defaultValue={2}
          getLabelText={(value) => `${value} heart${value !== 1 ? 's' : ''}`}
          icon={<Favorite fontSize="inherit" />}
          emptyIcon={<FavoriteBorder fontSize="inherit" />}
        />
      </Box>
      <Box component="fieldset" sx={fieldsetSx}>
        <Typography component="legend">Difficulty (out of 10)</Typography>
        <Rating name="customized-10" defaultValue={6} max={10} size="small" />
      </Box>
    </Stack>
  );
}
