import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import CloudOffIcon from '@mui/icons-material/CloudOff';

export default function ActionAlerts() {
  const [showTip, setShowTip] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert
        severity="warning"
        icon={<CloudOffIcon fontSize="inherit" />}
        action={
          <Button color="inherit" size="small">
            Retry
          </Button>
        }
      >
        <AlertTitle>You are offline</AlertTitle>
        Changes are saved on this device and will sync when the connection returns.
      </Alert>
      <Collapse in={showTip}>
        <Alert severity="info" onClose={() => setShowTip(false)}>
          Tip: press <kbd>/</kbd> anywhere to jump to the search field.
        </Alert>
      </Collapse>
      {!showTip && (
        <Button
          variant="outlined"
          onClick={() => setShowTip(true)}
          sx={{ alignSelf: 'start' }}
        >
          Show the tip again
        </Button>
      )}
    </Stack>
  );
}
