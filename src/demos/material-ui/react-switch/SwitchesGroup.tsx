import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

interface Channels {
  email: boolean;
  push: boolean;
  sms: boolean;
}

export default function SwitchesGroup() {
  const [channels, setChannels] = React.useState<Channels>({
    email: true,
    push: true,
    sms: false,
  });

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setChannels({ ...channels, [event.target.name]: event.target.checked });
  };

  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">Notify me by</FormLabel>
      <FormGroup>
        <FormControlLabel
          control={
            <Switch
              checked={channels.email}
              onChange={handleChange}
              name="email"
            />
          }
          label="Email"
        />
        <FormControlLabel
          control={
            <Switch
              checked={channels.push}
              onChange={handleChange}
              name="push"
            />
          }
          label="Push notification"
        />
        <FormControlLabel
          control={
            <Switch checked={channels.sms} onChange={handleChange} name="sms" />
          }
          label="Text message"
        />
      </FormGroup>
      <FormHelperText>Changes are saved automatically</FormHelperText>
    </FormControl>
  );
}
