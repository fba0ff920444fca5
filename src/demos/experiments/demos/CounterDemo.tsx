import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function CounterDemo() {
  const [count, setCount] = React.useState<number>(0);
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <Button variant="contained" onClick={() => setCount((value) => value + 1)}>
        Add one
      </Button>
      <Typography data-testid="counter-value">Count: {count}</Typography>
    </Stack>
  );
}
