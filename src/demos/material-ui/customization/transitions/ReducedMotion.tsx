import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export default function ReducedMotion() {
  const theme = useTheme();
  const reduce = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [open, setOpen] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ minHeight: 190 }}>
      <Typography variant="body2">
        Your system asks for{' '}
        <strong>{reduce ? 'reduced motion' : 'no motion preference'}</strong>, so the panel{' '}
        {reduce ? 'appears at once' : `opens over ${theme.transitions.duration.standard}ms`}.
      </Typography>
      <Button variant="outlined" onClick={() => setOpen((value) => !value)} sx={{ alignSelf: 'flex-start' }}>
        {open ? 'Hide details' : 'Show details'}
      </Button>
      <Collapse in={open} timeout={reduce ? 0 : theme.transitions.duration.standard}>
        <Alert severity="info">
          Order #2187 ships from the Leeds warehouse on Tuesday.
        </Alert>
      </Collapse>
    </Stack>
  );
}
