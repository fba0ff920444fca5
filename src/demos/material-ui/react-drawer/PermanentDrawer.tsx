import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SettingsIcon from '@mui/icons-material/Settings';

const drawerWidth = 200;
const pages = [
  { label: 'Dashboard', icon: <HomeIcon /> },
  { label: 'Alerts', icon: <NotificationsIcon /> },
  { label: 'Settings', icon: <SettingsIcon /> },
];

export default function PermanentDrawer() {
  const [selected, setSelected] = React.useState('Dashboard');

  return (
    <Box
      sx={{
        display: 'flex',
        height: 300,
        border: 1,
        borderColor: 'divider',
        overflow: 'hidden',
        isolation: 'isolate',
      }}
    >
      <Drawer
        variant="permanent"
        anchor="left"
        sx={{ width: drawerWidth, flexShrink: 0 }}
        slotProps={{ paper: { sx: { position: 'relative', width: drawerWidth } } }}
      >
        <Toolbar variant="dense">
          <Typography variant="subtitle1" component="div">
            Acme Console
          </Typography>
        </Toolbar>
        <Divider />
        <nav aria-label="Main">
          <List>
            {pages.map((page) => (
              <ListItem key={page.label} disablePadding>
                <ListItemButton
                  selected={selected === page.label}
                  onClick={() => setSelected(page.label)}
                >
                  <ListItemIcon>{page.icon}</ListItemIcon>
                  <ListItemText primary={page.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </nav>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: 3, overflow: 'auto' }}>
        <Typography variant="h6" component="h3" gutterBottom>
          {selected}
        </Typography>
        <Typography variant="body2">
          A permanent drawer is always visible and sits beside the content. It suits
          desktop apps where navigation is used constantly and there is room for it.
        </Typography>
      </Box>
    </Box>
  );
}
