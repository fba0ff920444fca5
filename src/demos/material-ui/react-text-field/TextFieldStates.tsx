import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldStates() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField id="state-required" label="Company" required />
      <TextField
        id="state-disabled"
        label="Account ID"
        defaultValue="ACME-0042"
        disabled
      />
      <TextField
        id="state-read-only"
        label="Plan"
        defaultValue="Team (billed yearly)"
        slotProps={{ input: { readOnly: true } }}
        helperText="Change your plan in Billing"
      />
      <TextField
        id="state-small"
        label="Coupon"
        size="small"
        placeholder="SPRING25"
        slotProps={{ htmlInput: { maxLength: 12 } }}
      />
      <TextField
        id="state-multiline"
        label="Delivery notes"
        multiline
        minRows={2}
        maxRows={6}
        fullWidth
      />
    </Stack>
  );
}
