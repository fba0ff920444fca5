import * as React from 'react';
import Badge from '@mui/joy/Badge';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Inbox from '@mui/icons-material/Inbox';
import Send from '@mui/icons-material/Send';
import Drafts from '@mui/icons-material/Drafts';

const folders = [
  { name: 'Inbox', icon: <Inbox />, unread: 12 },
  { name: 'Sent', icon: <Send />, unread: 0 },
  { name: 'Drafts', icon: <Drafts />, unread: 3 },
];

export default function BadgeInNavigation() {
  const [current, setCurrent] = React.useState('Inbox');

  return (
    <List
      component="nav"
      aria-label="Mail folders"
      sx={{ maxWidth: 260, '--ListItemDecorator-size': '48px' }}
    >
      {folders.map((folder) => (
        <ListItem key={folder.name}>
          <ListItemButton
            selected={current === folder.name}
            aria-current={current === folder.name ? 'page' : undefined}
            onClick={() => setCurrent(folder.name)}
          >
            <ListItemDecorator>
              <Badge badgeContent={folder.unread} size="sm" color="danger" aria-hidden>
                {folder.icon}
              </Badge>
            </ListItemDecorator>
            <ListItemContent>
              {folder.name}
              {folder.unread > 0 && (
                <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  , {folder.unread} unread
                </span>
              )}
            </ListItemContent>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
