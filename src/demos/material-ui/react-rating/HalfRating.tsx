import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A borderless fieldset: the legend names the group of star inputs.
const fieldsetSx = { border: 0, m: 0, p: 0 };

export default function HalfRating() {
  const [value, setValue] = React.useState<number | null>(2.5);

  return (
    <Stack spacing={2}>
      <Box component="fieldset" sx={fieldsetSx}>
        <Typography component="legend">
          Half stars: {value ?? 'none'}
        </Typography>
        <Rating
          name="half-rating"
          value={value}
          precision={0.5}
          onChange={(_event, newValue) => setValue(newValue)}
        />
      </Box>
      <Box component="fieldset" sx={fieldsetSx}>
        <Typography component="legend">Quarter stars</Typography>
        <Rating name="quarter-rating" defaultValue={3.75} precision={0.25} />
      </Box>
    </Stack>
  );
}
