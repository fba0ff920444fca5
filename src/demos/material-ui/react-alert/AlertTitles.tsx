import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';

export default function AlertTitles() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="success">
        <AlertTitle>Payment received</AlertTitle>
        Invoice 2041 is paid. A receipt is on its way to billing@example.com.
      </Alert>
      <Alert severity="info">
        <AlertTitle>New sign-in method</AlertTitle>
        You can now sign in with a passkey from the security settings.
      </Alert>
      <Alert severity="warning">
        <AlertTitle>Storage almost full</AlertTitle>
        You have used 9.4 GB of 10 GB. Delete old exports to free some space.
      </Alert>
      <Alert severity="error">
        <AlertTitle>Import failed</AlertTitle>
        Row 18 of customers.csv has no email address.
      </Alert>
    </Stack>
  );
}
