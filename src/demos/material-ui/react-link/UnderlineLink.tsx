import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// The links stand for pages of your app: here a click stays on this page. In an app, give
// them your pages' addresses and drop the handler.
function preventNavigation(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

export default function UnderlineLink() {
  return (
    <Stack spacing={2}>
      <Typography>
        Read the{' '}
        <Link href="#" onClick={preventNavigation}>
          terms of service
        </Link>{' '}
        before you sign up. This link keeps the default underline.
      </Typography>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Link href="#" onClick={preventNavigation} underline="always">
          Always underlined
        </Link>
        <Link href="#" onClick={preventNavigation} underline="hover">
          Underlined on hover
        </Link>
        <Link href="#" onClick={preventNavigation} underline="none">
          Never underlined
        </Link>
      </Stack>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Link href="#" onClick={preventNavigation} color="secondary">
          Secondary color
        </Link>
        <Link href="#" onClick={preventNavigation} color="inherit">
          Inherited color
        </Link>
        <Link href="#" onClick={preventNavigation} variant="body2">
          Smaller body2 text
        </Link>
      </Stack>
    </Stack>
  );
}
