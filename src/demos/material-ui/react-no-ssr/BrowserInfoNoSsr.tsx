import * as React from 'react';
import NoSsr from '@mui/material/NoSsr';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

function BrowserInfo() {
  // Safe here: NoSsr only renders this component in the browser.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const language = navigator.language;

  return (
    <Typography>
      Your time zone is <strong>{timeZone}</strong> and your browser language is{' '}
      <strong>{language}</strong>.
    </Typography>
  );
}

export default function BrowserInfoNoSsr() {
  return (
    <NoSsr
      fallback={
        <Skeleton variant="text" sx={{ maxWidth: 420, fontSize: '1rem' }} />
      }
    >
      <BrowserInfo />
    </NoSsr>
  );
}
