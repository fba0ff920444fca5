import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

export default function CheckboxLabels() {
  const [subscribed, setSubscribed] = React.useState(true);

  return (
    <FormGroup>
      <FormControlLabel
        control={
          <Checkbox
            checked={subscribed}
            onChange={(event) => setSubscribed(event.target.checked)}
          />
        }
        label="Email me about product updates"
      />
      <FormControlLabel
        required
        control={<Checkbox />}
        label="I accept the terms of service"
      />
      <FormControlLabel
        disabled
        control={<Checkbox defaultChecked />}
        label="Security notices (always on)"
      />
      <FormControlLabel
        control={<Checkbox size="small" color="secondary" />}
        label="Small, secondary color"
      />
    </FormGroup>
  );
}
