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

  // Puts the first message of the list on screen and keeps the rest waiting.
  const show = (messages: Message[]) => {
    const [first, ...rest] = messages;
    setQueue(rest);
    setCurrent(first ?? null);
    setOpen(first !== undefined);
  };

  const uploadAll = () => {
    const added = uploads.map((name) => {
      nextKey.current += 1;
      return { key: nextKey.current, text: `${name} uploaded` };
    });
    if (current === null) {
      show([...queue, ...added]);
    } else {
      setQueue([...queue, ...added]);
    }
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
        onUnmount={() => show(queue)}
      >
        {current?.text}
      </Snackbar>
    </Stack>
  );
}
