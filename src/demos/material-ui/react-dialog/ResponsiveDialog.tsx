import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function ResponsiveDialog() {
  const [open, setOpen] = React.useState(false);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const handleClose = () => setOpen(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Leave the workspace
      </Button>
      <Dialog
        fullScreen={fullScreen}
        open={open}
        onClose={handleClose}
        aria-labelledby="responsive-dialog-title"
      >
        <DialogTitle id="responsive-dialog-title">
          Leave the &quot;Marketing&quot; workspace?
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {fullScreen
              ? 'This window is narrower than the md breakpoint, so the dialog covers the whole screen.'
              : 'This window is at least as wide as the md breakpoint, so the dialog floats over the page.'}{' '}
            You will lose access to its boards until someone invites you again.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={handleClose}>
            Stay
          </Button>
          <Button color="error" onClick={handleClose}>
            Leave
          </Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
