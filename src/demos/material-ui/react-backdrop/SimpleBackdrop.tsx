import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SimpleBackdrop() {
  const [open, setOpen] = React.useState(false);

  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    const timer = setTimeout(() => setOpen(false), 3000);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Generate report
      </Button>
      <Typography variant="body2" role="status">
        {open ? 'Generating the report…' : ''}
      </Typography>
      <Backdrop
        open={open}
        onClick={() => setOpen(false)}
        sx={(theme) => ({ color: '#fff', zIndex: theme.zIndex.drawer + 1 })}
      >
        <CircularProgress color="inherit" />
      </Backdrop>
    </Stack>
  );
}
