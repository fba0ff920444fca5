import * as React from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export default function CircularDeterminate() {
  const [progress, setProgress] = React.useState(0);

  React.useEffect(() => {
    const timer = setInterval(() => {
      setProgress((previous) => (previous >= 100 ? 0 : previous + 10));
    }, 800);
    return () => clearInterval(timer);
  }, []);

  return (
    <Stack direction="row" spacing={3} sx={{ justifyContent: 'center' }}>
      <CircularProgress variant="determinate" value={25} aria-label="Quarter done" />
      <CircularProgress variant="determinate" value={50} aria-label="Half done" />
      <CircularProgress
        variant="determinate"
        value={75}
        aria-label="Three quarters done"
      />
      <CircularProgress variant="determinate" value={100} aria-label="Done" />
      <CircularProgress
        variant="determinate"
        value={progress}
        aria-label="Indexing files"
      />
    </Stack>
  );
}
