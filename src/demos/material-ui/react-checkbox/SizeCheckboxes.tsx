import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

export default function SizeCheckboxes() {
  return (
    <FormGroup row>
      <FormControlLabel
        control={<Checkbox size="small" defaultChecked />}
        label="Small"
      />
      <FormControlLabel control={<Checkbox defaultChecked />} label="Medium" />
      <FormControlLabel
        control={<Checkbox size="large" defaultChecked />}
        label="Large"
      />
      <FormControlLabel
        control={
          <Checkbox
            defaultChecked
            sx={{ '& .MuiSvgIcon-root': { fontSize: 40 } }}
          />
        }
        label="Custom (40px)"
      />
    </FormGroup>
  );
}
