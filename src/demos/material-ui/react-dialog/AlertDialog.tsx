import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function AlertDialog() {
  const [open, setOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);
  const titleId = React.useId();
  const descriptionId = React.useId();

  const handleDelete = () => {
    setDeleted(true);
    setOpen(false);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">
        {deleted
          ? 'The project "Website redesign" was deleted.'
          : 'Project: Website redesign'}
      </Typography>
      <Button
        variant="outlined"
        color="error"
        disabled={deleted}
        onClick={() => setOpen(true)}
      >
        Delete project
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        <DialogTitle id={titleId}>Delete this project?</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId}>
            All boards, files and comments of &quot;Website redesign&quot; will be
            removed for every member. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            Keep project
          </Button>
          <Button color="error" onClick={handleDelete}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
