import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';

export default function CircularProgressButton() {
  const [syncing, setSyncing] = React.useState(false);

  React.useEffect(() => {
    if (!syncing) {
      return undefined;
    }
    const timer = setTimeout(() => setSyncing(false), 2000);
    return () => clearTimeout(timer);
  }, [syncing]);

  return (
    <Stack direction="row" spacing={2}>
      <Button
        disabled={syncing}
        onClick={() => setSyncing(true)}
        startDecorator={
          syncing ? <CircularProgress variant="solid" size="sm" aria-label="Syncing" /> : null
        }
      >
        {syncing ? 'Syncing…' : 'Sync now'}
      </Button>
    </Stack>
  );
}
