import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

export default function SwitchVariants() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <FormControlLabel
        control={<Switch size="small" defaultChecked />}
        label="Small"
      />
      <FormControlLabel
        control={<Switch color="secondary" defaultChecked />}
        label="Secondary"
      />
      <FormControlLabel
        control={<Switch color="success" defaultChecked />}
        label="Success"
      />
      <FormControlLabel
        control={<Switch color="warning" />}
        label="Label at the start"
        labelPlacement="start"
      />
      <Switch
        defaultChecked
        slotProps={{ input: { 'aria-label': 'Dark mode', role: 'switch' } }}
      />
    </Stack>
  );
}
