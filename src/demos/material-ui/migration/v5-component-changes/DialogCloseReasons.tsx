import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type CloseReason = 'backdropClick' | 'escapeKeyDown' | 'cancelButton' | 'saveButton';

export default function DialogCloseReasons() {
  const [open, setOpen] = React.useState(false);
  const [lastEvent, setLastEvent] = React.useState('none yet');

  // v4: <Dialog disableBackdropClick onEscapeKeyDown={...}>. In v5 and later, one onClose
  // handler receives the reason and decides.
  const handleClose = (reason: CloseReason) => {
    if (reason === 'backdropClick') {
      setLastEvent('backdrop click ignored');
      return;
    }
    setLastEvent(`closed by ${reason}`);
    setOpen(false);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Edit profile
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Last close request: {lastEvent}
      </Typography>
      <Dialog
        open={open}
        onClose={(_event, reason) => handleClose(reason)}
        aria-labelledby="close-reasons-title"
        aria-describedby="close-reasons-description"
      >
        <DialogTitle id="close-reasons-title">Edit profile</DialogTitle>
        <DialogContent>
          <DialogContentText id="close-reasons-description">
            Clicking outside does not close this dialog. Press Escape, Cancel or Save.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => handleClose('cancelButton')}>Cancel</Button>
          <Button onClick={() => handleClose('saveButton')}>Save</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
