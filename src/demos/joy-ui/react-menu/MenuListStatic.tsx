import * as React from 'react';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import MenuItem from '@mui/joy/MenuItem';
import MenuList from '@mui/joy/MenuList';
import Typography from '@mui/joy/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';

const folders = [
  { label: 'Inbox', icon: <InboxIcon /> },
  { label: 'Sent', icon: <SendIcon /> },
  { label: 'Drafts', icon: <DraftsIcon /> },
];

export default function MenuListStatic() {
  const [folder, setFolder] = React.useState('Inbox');

  return (
    <div>
      <MenuList
        aria-label="Mail folders"
        variant="outlined"
        sx={{ maxWidth: 240, borderRadius: 'sm' }}
      >
        {folders.map(({ label, icon }) => (
          <MenuItem
            key={label}
            selected={folder === label}
            onClick={() => setFolder(label)}
          >
            <ListItemDecorator>{icon}</ListItemDecorator>
            {label}
          </MenuItem>
        ))}
      </MenuList>
      <Typography level="body-sm" sx={{ mt: 1 }}>
        Showing: {folder}
      </Typography>
    </div>
  );
}
