import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function preventNavigation(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

export default function LinkColorsAndVariants() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Link href="#" onClick={preventNavigation}>
          primary (default)
        </Link>
        <Link href="#" onClick={preventNavigation} color="secondary">
          secondary
        </Link>
        <Link href="#" onClick={preventNavigation} color="text.primary">
          text.primary
        </Link>
        <Link href="#" onClick={preventNavigation} color="inherit">
          inherit
        </Link>
      </Stack>
      <Box>
        <Link href="#" onClick={preventNavigation} variant="h6" underline="hover">
          A link in the h6 variant
        </Link>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Small print with a{' '}
          <Link href="#" onClick={preventNavigation} color="inherit">
            link that takes its colour and size from the sentence
          </Link>
          .
        </Typography>
      </Box>
    </Stack>
  );
}
