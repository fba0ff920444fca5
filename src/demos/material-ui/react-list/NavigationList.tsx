import * as React from 'react';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DraftsIcon from '@mui/icons-material/Drafts';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';

const folders = [
  { id: 'inbox', label: 'Inbox', icon: <InboxIcon /> },
  { id: 'drafts', label: 'Drafts', icon: <DraftsIcon /> },
  { id: 'sent', label: 'Sent', icon: <SendIcon /> },
];

export default function NavigationList() {
  const [selected, setSelected] = React.useState('inbox');

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 320, mx: 'auto' }}>
      <nav aria-label="Mail folders">
        <List>
          {folders.map((folder) => (
            <ListItem key={folder.id} disablePadding>
              <ListItemButton
                selected={selected === folder.id}
                aria-current={selected === folder.id ? 'page' : undefined}
                onClick={() => setSelected(folder.id)}
              >
                <ListItemIcon>{folder.icon}</ListItemIcon>
                <ListItemText primary={folder.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Divider />
        <List>
          <ListItem disablePadding>
            <ListItemButton
              selected={selected === 'trash'}
              aria-current={selected === 'trash' ? 'page' : undefined}
              onClick={() => setSelected('trash')}
            >
              <ListItemIcon>
                <DeleteOutlineIcon />
              </ListItemIcon>
              <ListItemText primary="Trash" secondary="Emptied after 30 days" />
            </ListItemButton>
          </ListItem>
        </List>
      </nav>
    </Paper>
  );
}
