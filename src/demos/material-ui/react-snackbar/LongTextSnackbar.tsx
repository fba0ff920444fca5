import * as React from 'react';
import Button from '@mui/material/Button';
import SnackbarContent from '@mui/material/SnackbarContent';
import Stack from '@mui/material/Stack';

const action = (
  <Button color="inherit" size="small">
    Review
  </Button>
);

export default function LongTextSnackbar() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 600, mx: 'auto' }}>
      <SnackbarContent message="Draft saved." action={action} />
      <SnackbarContent
        message="Two invoices could not be sent because the customer's email address bounced. They are kept in your outbox until you update the address."
        action={action}
      />
    </Stack>
  );
}
