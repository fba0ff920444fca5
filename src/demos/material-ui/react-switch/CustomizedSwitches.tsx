import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch, { type SwitchProps } from '@mui/material/Switch';
import { styled } from '@mui/material/styles';

// An iOS-like switch: a pill track with the thumb inside it.
const PillSwitch = styled((props: SwitchProps) => (
  <Switch disableRipple {...props} />
))(({ theme }) => ({
  width: 42,
  height: 26,
  padding: 0,
  margin: theme.spacing(1),
  '& .MuiSwitch-switchBase': {
    padding: 0,
    margin: 2,
    transitionDuration: '300ms',
    '&.Mui-checked': {
      transform: 'translateX(16px)',
      color: (theme.vars || theme).palette.common.white,
      '& + .MuiSwitch-track': {
        backgroundColor: (theme.vars || theme).palette.success.main,
        opacity: 1,
        border: 0,
      },
    },
    '&.Mui-focusVisible .MuiSwitch-thumb': {
      outline: `3px solid ${(theme.vars || theme).palette.primary.main}`,
    },
    '&.Mui-disabled + .MuiSwitch-track': {
      opacity: 0.5,
    },
  },
  '& .MuiSwitch-thumb': {
    boxSizing: 'border-box',
    width: 22,
    height: 22,
  },
  '& .MuiSwitch-track': {
    borderRadius: 13,
    backgroundColor: (theme.vars || theme).palette.action.disabled,
    opacity: 1,
    transition: theme.transitions.create(['background-color'], {
      duration: 300,
    }),
  },
}));

// A squarer switch: an outlined track with a small square thumb inside it.
const OutlineSwitch = styled(Switch)(({ theme }) => ({
  padding: '8px 12px',
  '& .MuiSwitch-track': {
    boxSizing: 'border-box',
    borderRadius: 4,
    border: `2px solid ${(theme.vars || theme).palette.text.secondary}`,
    backgroundColor: 'transparent',
    opacity: 1,
  },
  '& .MuiSwitch-thumb': {
    width: 10,
    height: 10,
    margin: 5,
    borderRadius: 2,
    boxShadow: 'none',
  },
  '& .MuiSwitch-switchBase': {
    color: (theme.vars || theme).palette.text.secondary,
    '&.Mui-checked': {
      transform: 'translateX(18px)',
      color: (theme.vars || theme).palette.primary.main,
    },
    '&.Mui-checked + .MuiSwitch-track': {
      borderColor: (theme.vars || theme).palette.primary.main,
      backgroundColor: 'transparent',
      opacity: 1,
    },
  },
}));

export default function CustomizedSwitches() {
  return (
    <FormGroup>
      <FormControlLabel
        control={<PillSwitch defaultChecked />}
        label="Auto-update apps"
      />
      <FormControlLabel control={<OutlineSwitch />} label="Beta features" />
      <FormControlLabel
        control={<OutlineSwitch defaultChecked />}
        label="Offline mode"
      />
    </FormGroup>
  );
}
