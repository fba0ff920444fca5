import * as React from 'react';
import Box from '@mui/material/Box';
import Link, { type LinkProps } from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

// One component for every link that leaves the site: new tab, safe rel, visible and spoken hint.
function ExternalLink({ children, ...props }: Omit<LinkProps, 'sx'>) {
  return (
    <Link
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
      {...props}
    >
      {children}
      <OpenInNewIcon sx={{ fontSize: '1em' }} aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        (opens in a new tab)
      </Box>
    </Link>
  );
}

export default function ExternalLinkDemo() {
  return (
    <Typography sx={{ maxWidth: 520 }}>
      The recipe is adapted from{' '}
      <ExternalLink href="https://example.com/recipes/soup">
        a community cookbook
      </ExternalLink>{' '}
      and uses produce listed on{' '}
      <ExternalLink href="https://example.org/seasons">
        the seasonal calendar
      </ExternalLink>
      .
    </Typography>
  );
}
