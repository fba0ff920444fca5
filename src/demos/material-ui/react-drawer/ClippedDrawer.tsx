import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const drawerWidth = 200;
const channels = ['general', 'design', 'releases', 'support'];

export default function ClippedDrawer() {
  const [selected, setSelected] = React.useState('general');

  return (
    <Box
      sx={{
        position: 'relative',
        display: 'flex',
        height: 320,
        border: 1,
        borderColor: 'divider',
        overflow: 'hidden',
        isolation: 'isolate',
      }}
    >
      <AppBar
        position="absolute"
        elevation={0}
        sx={(theme) => ({ zIndex: theme.zIndex.drawer + 1 })}
      >
        <Toolbar variant="dense">
          <Typography variant="subtitle1" component="div">
            Team chat
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        sx={{ width: drawerWidth, flexShrink: 0 }}
        slotProps={{ paper: { sx: { position: 'relative', width: drawerWidth } } }}
      >
        {/* An empty toolbar of the app bar's height pushes the list below the bar. */}
        <Toolbar variant="dense" />
        <nav aria-label="Channels">
          <List
            dense
            subheader={<ListSubheader component="li">Channels</ListSubheader>}
          >
            {channels.map((channel) => (
              <ListItem key={channel} disablePadding>
                <ListItemButton
                  selected={selected === channel}
                  onClick={() => setSelected(channel)}
                >
                  <ListItemText primary={`# ${channel}`} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </nav>
      </Drawer>
      <Box sx={{ flexGrow: 1, p: 2, overflow: 'auto' }}>
        <Toolbar variant="dense" />
        <Typography variant="body2">
          Messages in #{selected}. The app bar spans the full width above the drawer,
          which starts below it.
        </Typography>
      </Box>
    </Box>
  );
}
