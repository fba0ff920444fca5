import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import IconButton from '@mui/joy/IconButton';
import Inbox from '@mui/icons-material/Inbox';
import Send from '@mui/icons-material/Send';
import Drafts from '@mui/icons-material/Drafts';
import Delete from '@mui/icons-material/Delete';
import MoreVert from '@mui/icons-material/MoreVert';

const folders = [
  { id: 'inbox', label: 'Inbox', icon: <Inbox /> },
  { id: 'sent', label: 'Sent', icon: <Send /> },
  { id: 'drafts', label: 'Drafts', icon: <Drafts /> },
  { id: 'trash', label: 'Trash', icon: <Delete /> },
];

export default function ListInteractive() {
  const [selected, setSelected] = React.useState('inbox');

  return (
    <List
      aria-label="Mail folders"
      sx={{
        width: '100%',
        maxWidth: 280,
        '--ListItem-radius': '8px',
        '--List-gap': '4px',
      }}
    >
      {folders.map((folder) => (
        <ListItem
          key={folder.id}
          endAction={
            <IconButton size="sm" aria-label={`${folder.label} options`}>
              <MoreVert />
            </IconButton>
          }
        >
          <ListItemButton
            selected={selected === folder.id}
            color={selected === folder.id ? 'primary' : 'neutral'}
            variant={selected === folder.id ? 'soft' : 'plain'}
            onClick={() => setSelected(folder.id)}
          >
            <ListItemDecorator>{folder.icon}</ListItemDecorator>
            {folder.label}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
