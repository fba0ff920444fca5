import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloudIcon from '@mui/icons-material/Cloud';
import ComputerIcon from '@mui/icons-material/Computer';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';

const devices = [
  { id: 'laptop', label: 'This laptop', icon: <ComputerIcon /> },
  { id: 'phone', label: 'Phone', icon: <PhoneIphoneIcon /> },
  { id: 'cloud', label: 'Cloud backup', icon: <CloudIcon /> },
];

export default function SelectedListItem() {
  const [selected, setSelected] = React.useState('laptop');

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360, mx: 'auto' }}>
      <Typography
        id="save-location-label"
        variant="subtitle2"
        component="div"
        sx={{ px: 2, pt: 1.5 }}
      >
        Save to
      </Typography>
      <List aria-labelledby="save-location-label">
        {devices.map((device) => (
          <ListItem key={device.id} disablePadding>
            <ListItemButton
              selected={selected === device.id}
              aria-current={selected === device.id ? 'true' : undefined}
              onClick={() => setSelected(device.id)}
            >
              <ListItemIcon>{device.icon}</ListItemIcon>
              <ListItemText primary={device.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
