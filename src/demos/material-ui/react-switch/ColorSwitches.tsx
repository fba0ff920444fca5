import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

const colors = [
  'primary',
  'secondary',
  'success',
  'warning',
  'error',
  'default',
] as const;

export default function ColorSwitches() {
  return (
    <FormGroup row>
      {colors.map((color) => (
        <FormControlLabel
          key={color}
          control={<Switch color={color} defaultChecked />}
          label={color}
        />
      ))}
      <FormControlLabel
        control={
          <Switch
            defaultChecked
            sx={{
              '& .MuiSwitch-switchBase.Mui-checked': { color: 'info.main' },
              '& .MuiSwitch-switchBase.Mui-checked + .MuiSwitch-track': {
                bgcolor: 'info.main',
              },
            }}
          />
        }
        label="Custom with sx"
      />
    </FormGroup>
  );
}
