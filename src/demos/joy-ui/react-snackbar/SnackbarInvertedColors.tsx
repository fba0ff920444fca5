import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import WifiOffIcon from '@mui/icons-material/WifiOff';

export default function SnackbarInvertedColors() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button color="warning" variant="outlined" onClick={() => setOpen(true)}>
        Go offline
      </Button>
      <Snackbar
        role="alert"
        variant="solid"
        color="warning"
        invertedColors
        open={open}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') {
            setOpen(false);
          }
        }}
        startDecorator={<WifiOffIcon />}
        endDecorator={
          <Stack direction="row" spacing={1}>
            <Button size="sm" variant="solid" onClick={() => setOpen(false)}>
              Retry
            </Button>
            <Button size="sm" variant="plain" onClick={() => setOpen(false)}>
              Close
            </Button>
          </Stack>
        }
      >
        <div>
          <Typography level="title-sm">You are offline</Typography>
          <Typography level="body-sm">Changes are saved on this device.</Typography>
        </div>
      </Snackbar>
    </React.Fragment>
  );
}
