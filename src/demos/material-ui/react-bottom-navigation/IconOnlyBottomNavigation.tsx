import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import HomeIcon from '@mui/icons-material/Home';
import SearchIcon from '@mui/icons-material/Search';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SettingsIcon from '@mui/icons-material/Settings';

const destinations = [
  { value: 'home', name: 'Home', icon: <HomeIcon /> },
  { value: 'search', name: 'Search', icon: <SearchIcon /> },
  { value: 'alerts', name: 'Notifications', icon: <NotificationsIcon /> },
  { value: 'settings', name: 'Settings', icon: <SettingsIcon /> },
];

export default function IconOnlyBottomNavigation() {
  const [value, setValue] = React.useState('home');

  return (
    <Paper
      component="nav"
      aria-label="Main, icons only"
      variant="outlined"
      sx={{ width: 320, maxWidth: '100%' }}
    >
      <BottomNavigation
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
      >
        {destinations.map((item) => (
          <BottomNavigationAction
            key={item.value}
            value={item.value}
            icon={item.icon}
            aria-label={item.name}
            aria-current={item.value === value ? 'page' : undefined}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
