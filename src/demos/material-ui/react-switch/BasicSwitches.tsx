import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

export default function BasicSwitches() {
  const [wifi, setWifi] = React.useState(true);

  return (
    <FormGroup>
      <FormControlLabel
        control={
          <Switch
            checked={wifi}
            onChange={(event) => setWifi(event.target.checked)}
          />
        }
        label={wifi ? 'Wi-Fi is on' : 'Wi-Fi is off'}
      />
      <FormControlLabel control={<Switch />} label="Bluetooth" />
      <FormControlLabel
        control={<Switch defaultChecked />}
        label="Location (managed by your organization)"
        disabled
      />
    </FormGroup>
  );
}
