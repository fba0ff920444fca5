import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SwitchLabel() {
  const [wifi, setWifi] = React.useState(true);

  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 360 }}>
      <Typography
        component="label"
        endDecorator={
          <Switch
            checked={wifi}
            onChange={(event) => setWifi(event.target.checked)}
            sx={{ ml: 1 }}
          />
        }
      >
        Wi-Fi ({wifi ? 'on' : 'off'})
      </Typography>
      <FormControl
        orientation="horizontal"
        sx={{ justifyContent: 'space-between', gap: 2 }}
      >
        <div>
          <FormLabel>Public profile</FormLabel>
          <FormHelperText sx={{ mt: 0 }}>
            Anyone can see your activity.
          </FormHelperText>
        </div>
        <Switch color="success" defaultChecked />
      </FormControl>
    </Stack>
  );
}
