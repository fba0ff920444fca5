import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

export default function SimpleSnackbar() {
  const [archived, setArchived] = React.useState(false);
  const [open, setOpen] = React.useState(false);

  const handleArchive = () => {
    setArchived(true);
    setOpen(true);
  };

  const handleUndo = () => {
    setArchived(false);
    setOpen(false);
  };

  const handleClose = (
    _event: React.SyntheticEvent | Event,
    reason?: SnackbarCloseReason,
  ) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">
        Conversation with Sam is {archived ? 'archived' : 'in your inbox'}.
      </Typography>
      <Button variant="outlined" onClick={handleArchive} disabled={archived}>
        Archive conversation
      </Button>
      <Snackbar
        open={open}
        autoHideDuration={6000}
        onClose={handleClose}
        message="Conversation archived"
        action={
          <React.Fragment>
            <Button color="secondary" size="small" onClick={handleUndo}>
              Undo
            </Button>
            <IconButton
              size="small"
              color="inherit"
              aria-label="Close"
              onClick={handleClose}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </React.Fragment>
        }
      />
    </Stack>
  );
}
