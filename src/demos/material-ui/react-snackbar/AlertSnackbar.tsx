import * as React from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

interface Notice {
  severity: AlertColor;
  text: string;
}

export default function AlertSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [notice, setNotice] = React.useState<Notice>({
    severity: 'success',
    text: '',
  });

  const show = (next: Notice) => {
    setNotice(next);
    setOpen(true);
  };

  const handleClose = (
    _event?: React.SyntheticEvent | Event,
    reason?: SnackbarCloseReason,
  ) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
      <Button
        variant="contained"
        color="success"
        onClick={() => show({ severity: 'success', text: 'Profile saved.' })}
      >
        Save profile
      </Button>
      <Button
        variant="outlined"
        color="error"
        onClick={() =>
          show({ severity: 'error', text: 'Upload failed: the file is over 10 MB.' })
        }
      >
        Upload a large file
      </Button>
      <Snackbar
        open={open}
        autoHideDuration={5000}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          onClose={handleClose}
          severity={notice.severity}
          variant="filled"
          sx={{ width: '100%' }}
        >
          {notice.text}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
