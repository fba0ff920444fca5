import * as React from 'react';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import WifiIcon from '@mui/icons-material/Wifi';
import BluetoothIcon from '@mui/icons-material/Bluetooth';
import AirplanemodeActiveIcon from '@mui/icons-material/AirplanemodeActive';

const settings = [
  { id: 'wifi', label: 'Wi-Fi', detail: 'Home network', icon: <WifiIcon /> },
  { id: 'bluetooth', label: 'Bluetooth', detail: 'Visible to nearby devices', icon: <BluetoothIcon /> },
  { id: 'airplane', label: 'Airplane mode', detail: 'Turns off all radios', icon: <AirplanemodeActiveIcon /> },
];

export default function SwitchSettingsList() {
  const [state, setState] = React.useState<Record<string, boolean>>({
    wifi: true,
    bluetooth: false,
    airplane: false,
  });

  return (
    <List
      variant="outlined"
      aria-label="Connections"
      sx={{ width: '100%', maxWidth: 360, borderRadius: 'sm' }}
    >
      {settings.map((setting, index) => (
        <React.Fragment key={setting.id}>
          {index > 0 && <ListDivider inset="gutter" aria-hidden />}
          <ListItem>
            <ListItemDecorator>{setting.icon}</ListItemDecorator>
            <ListItemContent>
              <Typography id={`${setting.id}-label`} level="title-sm">
                {setting.label}
              </Typography>
              <Typography id={`${setting.id}-detail`} level="body-xs">
                {setting.detail}
              </Typography>
            </ListItemContent>
            <Switch
              checked={state[setting.id]}
              onChange={(event) =>
                setState({ ...state, [setting.id]: event.target.checked })
              }
              color={state[setting.id] ? 'success' : 'neutral'}
              slotProps={{
                input: {
                  'aria-labelledby': `${setting.id}-label`,
                  'aria-describedby': `${setting.id}-detail`,
                },
              }}
            />
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
