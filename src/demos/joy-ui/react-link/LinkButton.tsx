import * as React from 'react';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function LinkButton() {
  const [expanded, setExpanded] = React.useState(false);

  return (
    <Typography level="body-md" sx={{ maxWidth: 480 }}>
      The workshop covers layout, color and typography.{' '}
      {expanded &&
        'Each session ends with a short exercise, and the last one is a review of your own project. '}
      <Link
        component="button"
        aria-expanded={expanded}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? 'Show less' : 'Read more'}
      </Link>
    </Typography>
  );
}
