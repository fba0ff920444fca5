import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Slide from '@mui/material/Slide';
import type { TransitionProps } from '@mui/material/transitions';

const SlideUp = React.forwardRef(function SlideUp(
  props: TransitionProps & { children: React.ReactElement },
  ref: React.Ref<unknown>,
) {
  return <Slide direction="up" ref={ref} {...props} />;
});

export default function SlideDialog() {
  const [open, setOpen] = React.useState(false);
  const handleClose = () => setOpen(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Turn on location history
      </Button>
      <Dialog
        open={open}
        onClose={handleClose}
        slots={{ transition: SlideUp }}
        aria-describedby="slide-dialog-description"
      >
        <DialogTitle>Keep a history of the places you visit?</DialogTitle>
        <DialogContent>
          <DialogContentText id="slide-dialog-description">
            Your trips will be stored on this device only, so the app can suggest
            routes you take often. You can clear the history at any time.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={handleClose}>Not now</Button>
          <Button onClick={handleClose}>Turn on</Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
