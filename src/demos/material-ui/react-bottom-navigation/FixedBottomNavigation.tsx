import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import ArchiveIcon from '@mui/icons-material/Archive';
import FavoriteIcon from '@mui/icons-material/Favorite';
import RestoreIcon from '@mui/icons-material/Restore';

const messages = [
  ['Ana', 'Lunch on Friday?'],
  ['Ben', 'The slides are in the shared folder.'],
  ['Chloé', 'Can you review my pull request?'],
  ['Dev', 'Flight lands at 18:40.'],
  ['Eli', 'Thanks for the book!'],
  ['Fatima', 'Meeting moved to Room 4.'],
  ['Gus', 'Photos from the hike are up.'],
  ['Hana', 'Tickets booked for Saturday.'],
  ['Ivo', 'Server restart at midnight.'],
  ['Jun', 'Happy birthday!'],
];

export default function FixedBottomNavigation() {
  const [value, setValue] = React.useState(0);

  return (
    <Box
      sx={{
        position: 'relative',
        width: 320,
        maxWidth: '100%',
        height: 360,
        border: 1,
        borderColor: 'divider',
        borderRadius: 4,
        overflow: 'hidden',
      }}
    >
      {/* The scrolling content, padded at the bottom so the bar never hides its end. */}
      <Box
        role="region"
        aria-label="Messages"
        // Focusable, so keyboard users can scroll it too.
        tabIndex={0}
        sx={{ height: '100%', overflow: 'auto', pb: 7 }}
      >
        <List aria-label="Recent messages">
          {messages.map(([name, text]) => (
            <ListItem key={name} divider>
              <ListItemText primary={name} secondary={text} />
            </ListItem>
          ))}
        </List>
      </Box>
      <Paper
        component="nav"
        aria-label="Message views"
        elevation={3}
        square
        sx={{ position: 'absolute', bottom: 0, left: 0, right: 0 }}
      >
        <BottomNavigation
          showLabels
          value={value}
          onChange={(_event, newValue: number) => setValue(newValue)}
        >
          <BottomNavigationAction label="Recents" icon={<RestoreIcon />} />
          <BottomNavigationAction label="Favorites" icon={<FavoriteIcon />} />
          <BottomNavigationAction label="Archive" icon={<ArchiveIcon />} />
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
