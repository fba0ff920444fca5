import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ModalClose from '@mui/joy/ModalClose';
import Typography from '@mui/joy/Typography';
import Home from '@mui/icons-material/Home';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Groups from '@mui/icons-material/Groups';
import Menu from '@mui/icons-material/Menu';

const destinations = [
  { label: 'Home', icon: <Home /> },
  { label: 'Calendar', icon: <CalendarMonth /> },
  { label: 'Teams', icon: <Groups /> },
];

export default function DrawerInvertedNavigation() {
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState('Home');

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Button variant="outlined" color="neutral" startDecorator={<Menu />} onClick={() => setOpen(true)}>
        Menu
      </Button>
      <Typography level="body-sm" role="status">
        Showing: {current}
      </Typography>
      <Drawer open={open} onClose={() => setOpen(false)} variant="solid" color="primary" invertedColors size="sm">
        <Box sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
          <DialogTitle>Workspace</DialogTitle>
          <ModalClose aria-label="Close menu" />
        </Box>
        <List sx={{ px: 1, '--ListItem-radius': '8px' }}>
          {destinations.map((item) => (
            <ListItem key={item.label}>
              <ListItemButton
                selected={current === item.label}
                onClick={() => {
                  setCurrent(item.label);
                  setOpen(false);
                }}
              >
                <ListItemDecorator>{item.icon}</ListItemDecorator>
                {item.label}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Box sx={{ mt: 'auto', p: 2, display: 'flex', gap: 1, alignItems: 'center' }}>
          <Avatar size="sm" variant="soft">
            JO
          </Avatar>
          <Typography level="body-sm">Joan Okafor</Typography>
        </Box>
      </Drawer>
    </Box>
  );
}
