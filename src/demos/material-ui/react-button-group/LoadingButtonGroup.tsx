import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import SyncIcon from '@mui/icons-material/Sync';

export default function LoadingButtonGroup() {
  const [syncing, setSyncing] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleSync = () => {
    setSyncing(true);
    timer.current = setTimeout(() => setSyncing(false), 2000);
  };

  return (
    <ButtonGroup variant="outlined" aria-label="Mailbox">
      <Button>Inbox</Button>
      <Button>Archive</Button>
      <Button
        loading={syncing}
        loadingPosition="start"
        startIcon={<SyncIcon />}
        onClick={handleSync}
      >
        Sync
      </Button>
    </ButtonGroup>
  );
}
