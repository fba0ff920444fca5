import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';

const drawerWidth = 180;
const sections = ['Overview', 'Orders', 'Customers', 'Reports'];

export default function ResponsiveDrawer() {
  const [mobileOpen, setMobileOpen] = React.useState(false);
  const [selected, setSelected] = React.useState('Overview');

  const navigation = (label: string) => (
    <nav aria-label={label}>
      <List>
        {sections.map((section) => (
          <ListItem key={section} disablePadding>
            <ListItemButton
              selected={selected === section}
              onClick={() => {
                setSelected(section);
                setMobileOpen(false);
              }}
            >
              <ListItemText primary={section} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );

  return (
    <Box
      sx={{
        display: 'flex',
        height: 320,
        border: 1,
        borderColor: 'divider',
        overflow: 'hidden',
        isolation: 'isolate',
      }}
    >
      {/* Small screens: a temporary drawer opened from the menu button. */}
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        keepMounted
        sx={{ display: { xs: 'block', sm: 'none' } }}
        slotProps={{ paper: { sx: { width: drawerWidth } } }}
      >
        {navigation('Shop sections')}
      </Drawer>
      {/* From the sm breakpoint up: a permanent drawer beside the content. */}
      <Drawer
        variant="permanent"
        open
        sx={{
          display: { xs: 'none', sm: 'block' },
          width: drawerWidth,
          flexShrink: 0,
        }}
        slotProps={{ paper: { sx: { position: 'relative', width: drawerWidth } } }}
      >
        {navigation('Shop sections, permanent')}
      </Drawer>
      <Box
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}
      >
        <AppBar position="static" elevation={0}>
          <Toolbar variant="dense">
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Open navigation"
              onClick={() => setMobileOpen(true)}
              sx={{ mr: 1, display: { sm: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            <Typography variant="subtitle1" component="div" noWrap>
              {selected}
            </Typography>
          </Toolbar>
        </AppBar>
        <Box sx={{ p: 2, overflow: 'auto' }}>
          <Typography variant="body2">
            Make the window narrower than 600 px: the side panel disappears and a
            menu button in the bar opens the same links in a temporary drawer.
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
