import * as React from 'react';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const products = [
  { name: 'Trail backpack', average: 4.6, reviews: 128 },
  { name: 'Camping stove', average: 3.2, reviews: 41 },
  { name: 'Sleeping mat', average: 4.1, reviews: 77 },
];

export default function ReadOnlyRating() {
  return (
    <Stack spacing={1.5}>
      {products.map((product) => (
        <Stack
          key={product.name}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography sx={{ width: 140 }}>{product.name}</Typography>
          <Rating
            value={product.average}
            precision={0.1}
            readOnly
            size="small"
            getLabelText={(value: number) => `Rated ${value} out of 5`}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {product.average} ({product.reviews} reviews)
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
