import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slide, { type SlideProps } from '@mui/material/Slide';
import Snackbar from '@mui/material/Snackbar';

type Direction = NonNullable<SlideProps['direction']>;

function SlideFromLeft(props: SlideProps) {
  return <Slide {...props} direction="right" />;
}
function SlideFromTop(props: SlideProps) {
  return <Slide {...props} direction="down" />;
}
function SlideFromRight(props: SlideProps) {
  return <Slide {...props} direction="left" />;
}
function SlideFromBottom(props: SlideProps) {
  return <Slide {...props} direction="up" />;
}

interface Option {
  direction: Direction;
  label: string;
  transition: typeof SlideFromLeft;
}

const fromBottom: Option = {
  direction: 'up',
  label: 'From the bottom',
  transition: SlideFromBottom,
};

const options: Option[] = [
  { direction: 'right', label: 'From the left', transition: SlideFromLeft },
  { direction: 'down', label: 'From the top', transition: SlideFromTop },
  { direction: 'left', label: 'From the right', transition: SlideFromRight },
  fromBottom,
];

export default function DirectionSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState(fromBottom);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
      {options.map((option) => (
        <Button
          key={option.direction}
          variant="outlined"
          onClick={() => {
            setCurrent(option);
            setOpen(true);
          }}
        >
          {option.label}
        </Button>
      ))}
      <Snackbar
        key={current.direction}
        open={open}
        onClose={() => setOpen(false)}
        autoHideDuration={3000}
        message={`Slide direction="${current.direction}"`}
        slots={{ transition: current.transition }}
      />
    </Box>
  );
}
