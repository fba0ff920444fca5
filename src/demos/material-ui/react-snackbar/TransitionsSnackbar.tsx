import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import Slide, { type SlideProps } from '@mui/material/Slide';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

function SlideUp(props: SlideProps) {
  return <Slide {...props} direction="up" />;
}

const transitions = { Grow, Fade, Slide: SlideUp };
type TransitionName = keyof typeof transitions;

export default function TransitionsSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [name, setName] = React.useState<TransitionName>('Grow');

  const show = (next: TransitionName) => {
    setName(next);
    setOpen(true);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
      {(Object.keys(transitions) as TransitionName[]).map((option) => (
        <Button key={option} variant="outlined" onClick={() => show(option)}>
          {option}
        </Button>
      ))}
      <Snackbar
        key={name}
        open={open}
        onClose={() => setOpen(false)}
        autoHideDuration={3000}
        message={`Link copied (${name} transition)`}
        slots={{ transition: transitions[name] }}
      />
    </Stack>
  );
}
