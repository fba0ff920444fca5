import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';

const navItems = ['Menu', 'Bookings', 'Contact'];

export default function DrawerAppBar() {
  const [mobileOpen, setMobileOpen] = React.useState(false);

  const preventNavigation = (event: React.MouseEvent) => event.preventDefault();

  return (
    <Box sx={{ flexGrow: 1 }}>
      <AppBar position="static" component="nav" aria-label="Main">
        <Toolbar>
          <IconButton
            color="inherit"
            aria-label="Open navigation"
            aria-expanded={mobileOpen}
            edge="start"
            onClick={() => setMobileOpen(true)}
            sx={{ mr: 2, display: { sm: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
            Corner Bistro
          </Typography>
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            {navItems.map((item) => (
              <Button key={item} href="#" onClick={preventNavigation} sx={{ color: 'inherit' }}>
                {item}
              </Button>
            ))}
          </Box>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        sx={{ display: { xs: 'block', sm: 'none' } }}
        slotProps={{ paper: { sx: { width: 240 } } }}
      >
        <Box onClick={() => setMobileOpen(false)} sx={{ textAlign: 'center' }}>
          <Typography variant="h6" component="div" sx={{ my: 2 }}>
            Corner Bistro
          </Typography>
          <Divider />
          <List>
            {navItems.map((item) => (
              <ListItem key={item} disablePadding>
                <ListItemButton component="a" href="#" onClick={preventNavigation}>
                  <ListItemText primary={item} sx={{ textAlign: 'center' }} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box component="section" sx={{ p: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          From the sm breakpoint up, the links sit in the bar. On narrower screens
          they move into a drawer that the menu button opens; narrow the window to
          see it.
        </Typography>
      </Box>
    </Box>
  );
}
