import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';

interface Message {
  key: number;
  text: string;
}

export default function ConsecutiveSnackbars() {
  const [queue, setQueue] = React.useState<readonly Message[]>([]);
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState<Message | undefined>(undefined);
  const nextKey = React.useRef(0);

  React.useEffect(() => {
    if (queue.length > 0 && !current) {
      // Nothing on screen: show the oldest waiting message.
      setCurrent(queue[0]);
      setQueue((previous) => previous.slice(1));
      setOpen(true);
    } else if (queue.length > 0 && current && open) {
      // A message is waiting: close the one on screen so the next can follow.
      setOpen(false);
    }
  }, [queue, current, open]);

  const enqueue = (text: string) => {
    nextKey.current += 1;
    setQueue((previous) => [...previous, { key: nextKey.current, text }]);
  };

  const handleClose = (
    _event: React.SyntheticEvent | Event,
    reason?: SnackbarCloseReason,
  ) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
      <Button variant="outlined" onClick={() => enqueue('Photo uploaded')}>
        Upload photo
      </Button>
      <Button variant="outlined" onClick={() => enqueue('Album shared')}>
        Share album
      </Button>
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={5000}
        onClose={handleClose}
        message={current?.text}
        slotProps={{ transition: { onExited: () => setCurrent(undefined) } }}
        action={
          <IconButton aria-label="Close" color="inherit" size="small" onClick={handleClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      />
    </Stack>
  );
}
