import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A borderless fieldset: the legend names the group of star inputs.
const fieldsetSx = { border: 0, m: 0, p: 0 };

export default function BasicRating() {
  const [value, setValue] = React.useState<number | null>(3);

  return (
    <Stack spacing={2}>
      <Box component="fieldset" sx={fieldsetSx}>
        <Typography component="legend">Your rating</Typography>
        <Rating
          name="basic-controlled"
          value={value}
          onChange={(_event, newValue) => setValue(newValue)}
        />
      </Box>
      <Box component="fieldset" sx={fieldsetSx}>
        <Typography component="legend">Average (read only)</Typography>
        <Rating name="basic-read-only" value={4.3} precision={0.1} readOnly />
      </Box>
      <Box component="fieldset" sx={fieldsetSx}>
        <Typography component="legend">Disabled</Typography>
        <Rating name="basic-disabled" value={2} disabled />
      </Box>
      <Box component="fieldset" sx={fieldsetSx}>
        <Typography component="legend">Not rated yet</Typography>
        <Rating name="basic-empty" value={null} readOnly />
      </Box>
    </Stack>
  );
}
