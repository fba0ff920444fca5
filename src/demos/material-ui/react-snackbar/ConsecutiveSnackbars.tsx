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

  const enqueue = (text: string) => {
    nextKey.current += 1;
    const message = { key: nextKey.current, text };
    if (!current) {
      // Nothing on screen: show it now.
      setCurrent(message);
      setOpen(true);
      return;
    }
    // A message is on screen: queue this one and close the current one early.
    setQueue((previous) => [...previous, message]);
    setOpen(false);
  };

  const handleExited = () => {
    // The closing animation has ended: show the next message, if any.
    const [next, ...rest] = queue;
    setCurrent(next);
    setQueue(rest);
    setOpen(next !== undefined);
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
        slotProps={{ transition: { onExited: handleExited } }}
        action={
          <IconButton aria-label="Close" color="inherit" size="small" onClick={handleClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      />
    </Stack>
  );
}
