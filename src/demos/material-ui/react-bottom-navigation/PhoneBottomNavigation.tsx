import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import ChatIcon from '@mui/icons-material/Chat';
import ExploreIcon from '@mui/icons-material/Explore';
import PersonIcon from '@mui/icons-material/Person';

const destinations = [
  { value: 'explore', label: 'Explore', icon: <ExploreIcon /> },
  { value: 'saved', label: 'Saved', icon: <BookmarkIcon /> },
  { value: 'messages', label: 'Messages', icon: <ChatIcon /> },
  { value: 'profile', label: 'Profile', icon: <PersonIcon /> },
];

export default function PhoneBottomNavigation() {
  const [value, setValue] = React.useState('explore');
  const current = destinations.find((item) => item.value === value);

  return (
    <Box
      sx={{
        width: 320,
        maxWidth: '100%',
        height: 360,
        display: 'flex',
        flexDirection: 'column',
        border: 1,
        borderColor: 'divider',
        borderRadius: 4,
        overflow: 'hidden',
      }}
    >
      <Box component="main" sx={{ flexGrow: 1, p: 2, overflow: 'auto' }}>
        <Typography variant="h6" component="h3">
          {current?.label}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The screen for the selected destination goes here.
        </Typography>
      </Box>
      <Paper component="nav" aria-label="Main" elevation={3} square>
        <BottomNavigation
          value={value}
          onChange={(_event, newValue: string) => setValue(newValue)}
        >
          {destinations.map((item) => (
            <BottomNavigationAction
              key={item.value}
              value={item.value}
              label={item.label}
              icon={item.icon}
              aria-current={item.value === value ? 'page' : undefined}
            />
          ))}
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
