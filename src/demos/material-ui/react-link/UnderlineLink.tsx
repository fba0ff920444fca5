import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function UnderlineLink() {
  return (
    <Stack spacing={2}>
      <Typography>
        Read the <Link href="#terms">terms of service</Link> before you sign up. This
        link keeps the default underline.
      </Typography>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Link href="#always" underline="always">
          Always underlined
        </Link>
        <Link href="#hover" underline="hover">
          Underlined on hover
        </Link>
        <Link href="#none" underline="none">
          Never underlined
        </Link>
      </Stack>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Link href="#secondary" color="secondary">
          Secondary color
        </Link>
        <Link href="#inherit" color="inherit">
          Inherited color
        </Link>
        <Link href="#body2" variant="body2">
          Smaller body2 text
        </Link>
      </Stack>
    </Stack>
  );
}
