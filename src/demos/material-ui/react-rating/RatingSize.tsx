import * as React from 'react';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const sizes = ['small', 'medium', 'large'] as const;

export default function RatingSize() {
  return (
    <Stack spacing={1}>
      {sizes.map((size) => (
        <Stack
          key={size}
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center' }}
        >
          <Typography sx={{ width: 64 }}>{size}</Typography>
          <Rating name={`size-${size}`} defaultValue={3} size={size} readOnly />
        </Stack>
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography sx={{ width: 64 }}>40px</Typography>
        <Rating
          name="size-custom"
          defaultValue={3}
          readOnly
          sx={{ fontSize: 40 }}
        />
      </Stack>
    </Stack>
  );
}
