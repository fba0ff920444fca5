import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';

// The links stand for pages of your app: here a click stays on this page.
function preventNavigation(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

const posts = [
  {
    title: 'Planting garlic in autumn',
    summary: 'Cloves go in four weeks before the first frost.',
  },
  {
    title: 'Saving tomato seeds',
    summary: 'Ferment the seeds for three days, then dry them.',
  },
];

export default function DescriptiveLinks() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      {posts.map((post) => (
        <Box key={post.title}>
          <Typography variant="subtitle1" component="h3">
            {post.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {post.summary}{' '}
            <Link href="#" onClick={preventNavigation}>
              Read more
              <Box component="span" sx={visuallyHidden}>
                {` about ${post.title.toLowerCase()}`}
              </Box>
            </Link>
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
