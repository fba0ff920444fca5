import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export default function ButtonAndExternalLinks() {
  const [expanded, setExpanded] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Typography component="div">
        Your order ships in two days.{' '}
        <Link
          component="button"
          variant="body1"
          onClick={() => setExpanded(!expanded)}
          aria-expanded={expanded}
          sx={{ verticalAlign: 'baseline' }}
        >
          {expanded ? 'Hide details' : 'Show details'}
        </Link>
        {expanded && (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            Packed in Lyon, handed to the carrier on Wednesday, delivered by Friday.
          </Typography>
        )}
      </Typography>
      <Typography>
        Track the parcel on{' '}
        <Link
          href="https://example.com/track"
          target="_blank"
          rel="noopener"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
        >
          the carrier&apos;s website
          <OpenInNewIcon sx={{ fontSize: '1em' }} titleAccess="opens in a new tab" />
        </Link>
        .
      </Typography>
    </Stack>
  );
}
