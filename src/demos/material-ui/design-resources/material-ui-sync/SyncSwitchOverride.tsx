import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import type { SxProps, Theme } from '@mui/material/styles';

// The shape of a style override that the Sync plugin writes for one Switch variant
// (medium size, primary color): `:has()` selectors match the props and states of the
// Figma variant. Pasted into `components.MuiSwitch.styleOverrides.root` it styles every
// matching Switch; applied with `sx`, as here, it styles one Switch for a preview.
const syncSwitchRoot: SxProps<Theme> = {
  '&.MuiSwitch-sizeMedium:has(.MuiSwitch-colorPrimary)': {
    width: 44,
    height: 24,
    padding: 0,
    '& .MuiSwitch-switchBase': {
      padding: 0,
      transform: 'translateX(3px) translateY(3px)',
      '&.Mui-checked': {
        transform: 'translateX(23px) translateY(3px)',
      },
    },
    '& .MuiSwitch-thumb': {
      width: 18,
      height: 18,
      boxShadow: 'none',
      bgcolor: 'common.white',
    },
    '& .MuiSwitch-track': {
      borderRadius: 12,
      opacity: 1,
      bgcolor: 'grey.500',
    },
    '&:has(.Mui-checked) .MuiSwitch-track': {
      bgcolor: 'success.main',
    },
    '&:has(.Mui-checked) .MuiSwitch-switchBase + .MuiSwitch-track': {
      opacity: 1,
    },
  },
};

export default function SyncSwitchOverride() {
  const [defaultOn, setDefaultOn] = React.useState(true);
  const [syncOn, setSyncOn] = React.useState(true);

  return (
    <FormGroup sx={{ gap: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={defaultOn}
            onChange={(event) => setDefaultOn(event.target.checked)}
          />
        }
        label="Default Switch"
      />
      <FormControlLabel
        control={
          <Switch
            checked={syncOn}
            onChange={(event) => setSyncOn(event.target.checked)}
            sx={syncSwitchRoot}
          />
        }
        label="Switch with a Sync-style override"
        sx={{ gap: 1.5, ml: 0 }}
      />
    </FormGroup>
  );
}
