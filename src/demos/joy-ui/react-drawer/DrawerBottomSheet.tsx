import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Email from '@mui/icons-material/Email';
import Share from '@mui/icons-material/Share';

const actions = [
  { label: 'Copy link', icon: <ContentCopy /> },
  { label: 'Send by e-mail', icon: <Email /> },
];

export default function DrawerBottomSheet() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" startDecorator={<Share />} onClick={() => setOpen(true)}>
        Share
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        sx={{ '--Drawer-verticalSize': 'auto', '--Drawer-transitionDuration': '0.2s' }}
        slotProps={{
          content: {
            sx: { borderTopLeftRadius: 'lg', borderTopRightRadius: 'lg', maxWidth: 480, mx: 'auto' },
          },
        }}
      >
        <DialogTitle sx={{ px: 2, pt: 2 }}>Share this page</DialogTitle>
        <List sx={{ pb: 2 }}>
          {actions.map((action) => (
            <ListItem key={action.label}>
              <ListItemButton onClick={() => setOpen(false)}>
                <ListItemDecorator>{action.icon}</ListItemDecorator>
                {action.label}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
    </React.Fragment>
  );
}
