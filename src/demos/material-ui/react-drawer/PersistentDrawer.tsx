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
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';

const drawerWidth = 200;
const chapters = ['Introduction', 'Installation', 'Usage', 'Theming', 'FAQ'];

export default function PersistentDrawer() {
  const [open, setOpen] = React.useState(true);

  return (
    <Box
      sx={{
        height: 340,
        border: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        isolation: 'isolate',
      }}
    >
      <AppBar position="static" elevation={0}>
        <Toolbar variant="dense">
          <IconButton
            color="inherit"
            edge="start"
            aria-label={open ? 'Close chapter list' : 'Open chapter list'}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            sx={{ mr: 1 }}
          >
            {open ? <ChevronLeftIcon /> : <MenuIcon />}
          </IconButton>
          <Typography variant="subtitle1" component="div">
            User guide
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ position: 'relative', flexGrow: 1, display: 'flex' }}>
        <Drawer
          variant="persistent"
          anchor="left"
          open={open}
          slotProps={{ paper: { sx: { position: 'absolute', width: drawerWidth } } }}
        >
          <nav aria-label="Chapters">
            <List dense>
              {chapters.map((chapter, index) => (
                <ListItem key={chapter} disablePadding>
                  <ListItemButton selected={index === 2}>
                    <ListItemText primary={chapter} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </nav>
        </Drawer>
        <Box
          component="main"
          sx={(theme) => ({
            flexGrow: 1,
            p: 2,
            overflow: 'auto',
            ml: open ? `${drawerWidth}px` : 0,
            transition: theme.transitions.create('margin', {
              easing: open
                ? theme.transitions.easing.easeOut
                : theme.transitions.easing.sharp,
              duration: open
                ? theme.transitions.duration.enteringScreen
                : theme.transitions.duration.leavingScreen,
            }),
          })}
        >
          <Typography variant="h6" component="h3" gutterBottom>
            Usage
          </Typography>
          <Typography variant="body2">
            A persistent drawer stays open while people work with the page, and the
            content moves aside to make room for it. Use the button in the toolbar to
            hide the chapter list and give the text the full width.
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
