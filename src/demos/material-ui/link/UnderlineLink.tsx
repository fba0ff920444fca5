import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function UnderlineLink() {
  return (
    <Stack spacing={2}>
      <Typography>
        Read the <Link href="#terms">terms of service</Link> before you sign up. This
        link uses the default <code>underline=&quot;always&quot;</code>.
      </Typography>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Link href="#always" underline="always">
          underline=&quot;always&quot;
        </Link>
        <Link href="#hover" underline="hover">
          underline=&quot;hover&quot;
        </Link>
        <Link href="#none" underline="none">
          underline=&quot;none&quot;
        </Link>
      </Stack>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Link href="#secondary" color="secondary">
          color=&quot;secondary&quot;
        </Link>
        <Link href="#inherit" color="inherit">
          color=&quot;inherit&quot;
        </Link>
        <Link href="#body2" variant="body2">
          variant=&quot;body2&quot;
        </Link>
      </Stack>
    </Stack>
  );
}
