import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

const colors = [
  'primary',
  'secondary',
  'success',
  'warning',
  'error',
  'default',
] as const;

export default function ColorCheckboxes() {
  return (
    <FormGroup row>
      {colors.map((color) => (
        <FormControlLabel
          key={color}
          control={<Checkbox color={color} defaultChecked />}
          label={color}
        />
      ))}
      <FormControlLabel
        control={
          <Checkbox
            defaultChecked
            sx={{
              color: 'info.main',
              '&.Mui-checked': { color: 'info.dark' },
            }}
          />
        }
        label="Custom with sx"
      />
    </FormGroup>
  );
}
