import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

export default function BlurredBackdrop() {
  const [open, setOpen] = React.useState(false);
  const [published, setPublished] = React.useState(false);

  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    const timer = setTimeout(() => {
      setOpen(false);
      setPublished(true);
    }, 2500);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Button
        variant="contained"
        onClick={() => {
          setPublished(false);
          setOpen(true);
        }}
      >
        Publish article
      </Button>
      <Typography variant="body2" role="status" sx={{ minHeight: 20 }}>
        {open ? 'Publishing the article…' : ''}
        {published ? 'The article is live.' : ''}
      </Typography>
      <Backdrop
        open={open}
        transitionDuration={{ enter: 600, exit: 300 }}
        sx={(theme) => ({
          zIndex: theme.zIndex.drawer + 1,
          backdropFilter: 'blur(4px)',
          bgcolor: alpha(theme.palette.background.default, 0.4),
        })}
      >
        <Paper sx={{ p: 3, width: 260 }}>
          <Typography gutterBottom>Publishing…</Typography>
          <LinearProgress />
        </Paper>
      </Backdrop>
    </Stack>
  );
}
