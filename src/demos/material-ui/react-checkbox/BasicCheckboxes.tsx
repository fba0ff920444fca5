import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';

export default function BasicCheckboxes() {
  return (
    <Stack direction="row" spacing={1}>
      <Checkbox
        defaultChecked
        slotProps={{ input: { 'aria-label': 'Select row 1' } }}
      />
      <Checkbox slotProps={{ input: { 'aria-label': 'Select row 2' } }} />
      <Checkbox
        disabled
        slotProps={{ input: { 'aria-label': 'Select row 3 (locked)' } }}
      />
      <Checkbox
        disabled
        checked
        slotProps={{ input: { 'aria-label': 'Select row 4 (locked)' } }}
      />
    </Stack>
  );
}
