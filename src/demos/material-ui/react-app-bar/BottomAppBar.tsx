import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import AddIcon from '@mui/icons-material/Add';
import MenuIcon from '@mui/icons-material/Menu';
import MoreIcon from '@mui/icons-material/MoreVert';
import SearchIcon from '@mui/icons-material/Search';

const messages = [
  { id: 1, from: 'Ana', text: 'The slides for Monday are in the shared folder.' },
  { id: 2, from: 'Bilal', text: 'Can we move the call to 15:00?' },
  { id: 3, from: 'Chen', text: 'Lunch order: two vegetarian, one vegan.' },
  { id: 4, from: 'Dara', text: 'The printer on floor 2 works again.' },
  { id: 5, from: 'Emil', text: 'Reminder: expense reports are due Friday.' },
  { id: 6, from: 'Fatou', text: 'Welcome to the team, Grace!' },
];

export default function BottomAppBar() {
  return (
    <Box
      sx={{
        position: 'relative',
        height: 360,
        width: '100%',
        maxWidth: 420,
        mx: 'auto',
        border: 1,
        borderColor: 'divider',
        overflow: 'hidden',
      }}
    >
      <Box
        role="region"
        aria-label="Inbox"
        tabIndex={0}
        sx={{ height: '100%', overflow: 'auto', pb: 9 }}
      >
        <List>
          {messages.map((message) => (
            <ListItem key={message.id}>
              <ListItemAvatar>
                <Avatar>{message.from[0]}</Avatar>
              </ListItemAvatar>
              <ListItemText primary={message.from} secondary={message.text} />
            </ListItem>
          ))}
        </List>
      </Box>
      <AppBar position="absolute" color="primary" sx={{ top: 'auto', bottom: 0 }}>
        <Toolbar>
          <IconButton color="inherit" aria-label="Open navigation">
            <MenuIcon />
          </IconButton>
          <Fab
            color="secondary"
            aria-label="New message"
            sx={{ position: 'absolute', zIndex: 1, top: -30, left: 0, right: 0, mx: 'auto' }}
          >
            <AddIcon />
          </Fab>
          <Box sx={{ flexGrow: 1 }} />
          <IconButton color="inherit" aria-label="Search messages">
            <SearchIcon />
          </IconButton>
          <IconButton color="inherit" aria-label="More options">
            <MoreIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
    </Box>
  );
}
