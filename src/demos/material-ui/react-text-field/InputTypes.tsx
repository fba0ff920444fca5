import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function InputTypes() {
  return (
    <Stack
      component="form"
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      noValidate
      autoComplete="off"
    >
      <TextField
        id="type-number"
        label="Guests"
        type="number"
        defaultValue={2}
        slotProps={{ htmlInput: { min: 1, max: 12 } }}
      />
      <TextField id="type-search" label="Search orders" type="search" />
      <TextField
        id="type-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        helperText="At least 12 characters"
      />
      <TextField
        id="type-date"
        label="Arrival"
        type="date"
        defaultValue="2025-06-14"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        id="type-tel"
        label="Phone"
        type="tel"
        autoComplete="tel"
        placeholder="+44 20 7946 0000"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}
