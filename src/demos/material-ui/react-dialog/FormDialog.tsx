import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function FormDialog() {
  const [open, setOpen] = React.useState(false);
  const [subscriber, setSubscriber] = React.useState<string | null>(null);
  const formId = React.useId();
  const titleId = React.useId();

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    setSubscriber(typeof email === 'string' ? email : null);
    setOpen(false);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Subscribe to release notes
      </Button>
      {subscriber && (
        <Typography variant="body2">
          Release notes will go to {subscriber}.
        </Typography>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Subscribe</DialogTitle>
        <DialogContent>
          <DialogContentText>
            We send one short email per release, with the changes that affect your
            apps. Unsubscribe at any time.
          </DialogContentText>
          <form id={formId} onSubmit={handleSubmit}>
            <TextField
              autoFocus
              required
              margin="dense"
              name="email"
              type="email"
              label="Email address"
              fullWidth
              variant="standard"
            />
          </form>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button type="submit" form={formId}>
            Subscribe
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
