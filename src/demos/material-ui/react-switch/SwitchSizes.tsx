import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

export default function SwitchSizes() {
  return (
    <FormGroup row>
      <FormControlLabel
        control={<Switch size="small" defaultChecked />}
        label="Compact rows"
      />
      <FormControlLabel
        control={<Switch defaultChecked />}
        label="Show avatars"
      />
    </FormGroup>
  );
}
