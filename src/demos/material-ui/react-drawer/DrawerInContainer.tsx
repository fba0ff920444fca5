import * as React from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';

const folders = ['Inbox', 'Drafts', 'Sent', 'Archive'];

export default function DrawerInContainer() {
  const [open, setOpen] = React.useState(false);
  const [folder, setFolder] = React.useState('Inbox');

  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        height: 300,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, borderBottom: 1, borderColor: 'divider' }}>
        <IconButton aria-label="Open folders" onClick={() => setOpen(true)}>
          <MenuIcon />
        </IconButton>
        <Typography sx={{ fontWeight: 600 }}>{folder}</Typography>
      </Box>
      <Typography variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
        {`No messages in ${folder}.`}
      </Typography>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        // Rendered inside the frame instead of at the end of the page.
        disablePortal
        sx={{ position: 'absolute' }}
        slotProps={{
          backdrop: { sx: { position: 'absolute' } },
          paper: { sx: { position: 'absolute', width: 200 } },
        }}
      >
        <List aria-label="Folders">
          {folders.map((name) => (
            <ListItem key={name} disablePadding>
              <ListItemButton
                selected={name === folder}
                onClick={() => {
                  setFolder(name);
                  setOpen(false);
                }}
              >
                <ListItemText primary={name} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
    </Box>
  );
}
