import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const drawerWidth = 160;

export default function AppBarAboveDrawer() {
  const [clipped, setClipped] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={clipped} onChange={(event) => setClipped(event.target.checked)} />}
        label="zIndex: theme.zIndex.drawer + 1 on the app bar"
      />
      <Box
        sx={{
          position: 'relative',
          height: 240,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          // Contain the demo's layers so they never cover the page.
          isolation: 'isolate',
        }}
      >
        <AppBar
          position="absolute"
          sx={clipped ? { zIndex: (theme) => theme.zIndex.drawer + 1 } : undefined}
        >
          <Toolbar variant="dense">
            <Typography variant="h6" component="p">
              Inventory
            </Typography>
          </Toolbar>
        </AppBar>
        <Drawer
          variant="permanent"
          sx={{ width: drawerWidth }}
          slotProps={{ paper: { sx: { position: 'absolute', width: drawerWidth } } }}
        >
          <Toolbar variant="dense" />
          <List dense>
            {['Stock', 'Orders', 'Suppliers'].map((item) => (
              <ListItem key={item} disablePadding>
                <ListItemButton>
                  <ListItemText primary={item} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Drawer>
        <Box sx={{ ml: `${drawerWidth}px`, p: 2, pt: 8 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {clipped
              ? 'The app bar sits above the drawer (1201 > 1200).'
              : 'The drawer (1200) covers the start of the app bar (1100).'}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
