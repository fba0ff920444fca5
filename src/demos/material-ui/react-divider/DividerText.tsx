import * as React from 'react';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DividerText() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480, mx: 'auto' }}>
      <Typography variant="body2">
        Sign in with your email address and password.
      </Typography>
      <Divider>or</Divider>
      <Typography variant="body2">
        Continue with a single sign-on provider.
      </Typography>
      <Divider textAlign="left">Billing</Divider>
      <Typography variant="body2">
        Invoices are sent on the first day of the month.
      </Typography>
      <Divider textAlign="right">
        <Chip label="Archived" size="small" />
      </Divider>
      <Typography variant="body2">Projects closed more than a year ago.</Typography>
    </Stack>
  );
}
