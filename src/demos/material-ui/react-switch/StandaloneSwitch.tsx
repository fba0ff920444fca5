import * as React from 'react';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

export default function StandaloneSwitch() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <DarkModeIcon sx={{ color: 'text.secondary' }} />
      <Switch
        defaultChecked
        slotProps={{ input: { 'aria-label': 'Dark theme', role: 'switch' } }}
      />
    </Stack>
  );
}
