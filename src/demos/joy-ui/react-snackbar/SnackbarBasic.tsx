import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';

export default function SnackbarBasic() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Archive message
      </Button>
      <Snackbar
        role="alert"
        open={open}
        autoHideDuration={4000}
        onClose={(_event, reason) => {
          if (reason === 'clickaway') {
            return;
          }
          setOpen(false);
        }}
      >
        Message archived.
      </Snackbar>
    </React.Fragment>
  );
}
