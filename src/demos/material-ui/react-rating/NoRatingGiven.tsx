import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function NoRatingGiven() {
  const [value, setValue] = React.useState<number | null>(null);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <Typography component="legend">Rate this recipe</Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Rating
            name="recipe-rating"
            value={value}
            onChange={(_event, newValue) => setValue(newValue)}
            emptyLabelText="Not rated"
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {value === null ? 'Not rated yet' : `${value} of 5`}
          </Typography>
        </Stack>
      </Box>
      <Button
        size="small"
        disabled={value === null}
        onClick={() => setValue(null)}
      >
        Clear rating
      </Button>
    </Stack>
  );
}
