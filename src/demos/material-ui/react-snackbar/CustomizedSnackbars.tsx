import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';

export default function CustomizedSnackbars() {
  const [open, setOpen] = React.useState(false);

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
    <Stack sx={{ alignItems: 'center' }}>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Sync now
      </Button>
      <Snackbar
        open={open}
        autoHideDuration={6000}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Alert
          onClose={handleClose}
          severity="success"
          variant="outlined"
          icon={<CloudDoneOutlinedIcon fontSize="inherit" />}
          action={
            <Button color="inherit" size="small" onClick={() => setOpen(false)}>
              Details
            </Button>
          }
          sx={{
            width: '100%',
            bgcolor: 'background.paper',
            boxShadow: 6,
            borderRadius: 3,
            borderLeftWidth: 6,
          }}
        >
          All 248 files are in sync.
        </Alert>
      </Snackbar>
    </Stack>
  );
}
