import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const TOTAL_SECONDS = 10;

export default function CircularProgressCountdown() {
  const [left, setLeft] = React.useState(TOTAL_SECONDS);
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = setInterval(() => {
      setLeft((current) => {
        if (current <= 1) {
          setRunning(false);
          return 0;
        }
        return current - 1;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [running]);

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <CircularProgress
        determinate
        value={(left / TOTAL_SECONDS) * 100}
        size="lg"
        color={left <= 3 ? 'danger' : 'primary'}
        sx={{ '--CircularProgress-size': '88px', '--CircularProgress-progressThickness': '8px', '--CircularProgress-trackThickness': '8px' }}
        aria-label="Time left"
        aria-valuetext={`${left} seconds left`}
      >
        <Typography level="title-lg">{left}s</Typography>
      </CircularProgress>
      <Stack spacing={1}>
        <Button onClick={() => setRunning((value) => !value)} disabled={left === 0} sx={{ minWidth: 96 }}>
          {running ? 'Pause' : 'Start'}
        </Button>
        <Button
          variant="outlined"
          color="neutral"
          onClick={() => {
            setRunning(false);
            setLeft(TOTAL_SECONDS);
          }}
        >
          Reset
        </Button>
      </Stack>
    </Stack>
  );
}
