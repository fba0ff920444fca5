import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';

interface Message {
  key: number;
  text: string;
}

const uploads = ['report.pdf', 'slides.key', 'budget.xlsx'];

export default function SnackbarQueue() {
  const [queue, setQueue] = React.useState<Message[]>([]);
  const [current, setCurrent] = React.useState<Message | null>(null);
  const [open, setOpen] = React.useState(false);
  const nextKey = React.useRef(0);

  // Show the next queued message once nothing is on screen.
  React.useEffect(() => {
    const [next] = queue;
    if (current === null && next !== undefined) {
      setCurrent(next);
      setQueue((items) => items.slice(1));
      setOpen(true);
    }
  }, [current, queue]);

  const uploadAll = () => {
    setQueue((items) => [
      ...items,
      ...uploads.map((name) => {
        nextKey.current += 1;
        return { key: nextKey.current, text: `${name} uploaded` };
      }),
    ]);
  };

  return (
    <Stack direction="row" spacing={2}>
      <Button onClick={uploadAll}>Upload three files</Button>
      <Snackbar
        key={current?.key}
        role="status"
        variant="soft"
        color="success"
        open={open}
        autoHideDuration={1500}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') {
            setOpen(false);
          }
        }}
        // Fires after the closing animation: the slot is free for the next message.
        onUnmount={() => setCurrent(null)}
      >
        {current?.text}
      </Snackbar>
    </Stack>
  );
}
