import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function ActionAlerts() {
  const [showTip, setShowTip] = React.useState(true);
  const [retries, setRetries] = React.useState(0);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert
        severity="warning"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => setRetries((count) => count + 1)}
          >
            Retry
          </Button>
        }
      >
        {retries === 0
          ? 'The report could not be generated.'
          : `The report could not be generated (retried ${retries} times).`}
      </Alert>
      {showTip ? (
        <Alert severity="info" onClose={() => setShowTip(false)}>
          Tip: press <kbd>/</kbd> anywhere to jump to the search field.
        </Alert>
      ) : (
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
