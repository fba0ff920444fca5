import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import FolderIcon from '@mui/icons-material/Folder';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';

const folders = [
  { name: 'Invoices', updated: 'Updated 3 June', icon: <ReceiptLongIcon /> },
  { name: 'Holiday photos', updated: 'Updated 21 May', icon: <PhotoLibraryIcon /> },
  { name: 'Contracts', updated: 'Updated 2 May', icon: <FolderIcon /> },
];

export default function FolderList() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360, mx: 'auto' }}>
      <List aria-label="Folders">
        {folders.map((folder) => (
          <ListItem key={folder.name}>
            <ListItemAvatar>
              <Avatar
                aria-hidden
                sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
              >
                {folder.icon}
              </Avatar>
            </ListItemAvatar>
            <ListItemText primary={folder.name} secondary={folder.updated} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
