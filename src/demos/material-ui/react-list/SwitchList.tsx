import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import BluetoothIcon from '@mui/icons-material/Bluetooth';
import WifiIcon from '@mui/icons-material/Wifi';
import DarkModeIcon from '@mui/icons-material/DarkMode';

const settings = [
  { id: 'wifi', label: 'Wi-Fi', icon: <WifiIcon /> },
  { id: 'bluetooth', label: 'Bluetooth', icon: <BluetoothIcon /> },
  { id: 'night', label: 'Night light', icon: <DarkModeIcon /> },
];

export default function SwitchList() {
  const [enabled, setEnabled] = React.useState<string[]>(['wifi']);

  const toggle = (id: string) => {
    setEnabled((current) =>
      current.includes(id)
        ? current.filter((item) => item !== id)
        : [...current, id],
    );
  };

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360, mx: 'auto' }}>
      <List subheader={<ListSubheader>Quick settings</ListSubheader>}>
        {settings.map((setting) => {
          const labelId = `switch-list-label-${setting.id}`;
          return (
            <ListItem
              key={setting.id}
              secondaryAction={
                <Switch
                  edge="end"
                  checked={enabled.includes(setting.id)}
                  onChange={() => toggle(setting.id)}
                  slotProps={{ input: { 'aria-labelledby': labelId } }}
                />
              }
            >
              <ListItemIcon>{setting.icon}</ListItemIcon>
              <ListItemText id={labelId} primary={setting.label} />
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
