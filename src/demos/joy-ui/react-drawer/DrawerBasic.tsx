import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ModalClose from '@mui/joy/ModalClose';

const links = ['Dashboard', 'Projects', 'Reports', 'Settings'];

export default function DrawerBasic() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Open navigation
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <Box sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
          <DialogTitle>Navigation</DialogTitle>
          <ModalClose aria-label="Close" />
        </Box>
        <DialogContent>
          <List>
            {links.map((link) => (
              <ListItem key={link}>
                <ListItemButton onClick={() => setOpen(false)}>{link}</ListItemButton>
              </ListItem>
            ))}
          </List>
        </DialogContent>
      </Drawer>
    </React.Fragment>
  );
}
