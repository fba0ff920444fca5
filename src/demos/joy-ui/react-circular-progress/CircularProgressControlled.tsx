import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CircularProgressControlled() {
  const [value, setValue] = React.useState(30);

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <CircularProgress
        determinate
        value={value}
        size="lg"
        color={value === 100 ? 'success' : 'primary'}
        aria-label="Profile completion"
        sx={{ '--CircularProgress-size': '88px' }}
      >
        <Typography level="title-md">{value}%</Typography>
      </CircularProgress>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          color="neutral"
          disabled={value === 0}
          onClick={() => setValue((current) => Math.max(0, current - 10))}
        >
          −10
        </Button>
        <Button
          disabled={value === 100}
          onClick={() => setValue((current) => Math.min(100, current + 10))}
        >
          +10
        </Button>
      </Stack>
    </Stack>
  );
}
