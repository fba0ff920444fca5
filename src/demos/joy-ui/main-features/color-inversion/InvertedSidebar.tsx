import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Inbox from '@mui/icons-material/Inbox';
import Send from '@mui/icons-material/Send';
import Drafts from '@mui/icons-material/Drafts';

const folders = [
  { label: 'Inbox', icon: <Inbox />, count: 4 },
  { label: 'Sent', icon: <Send />, count: 0 },
  { label: 'Drafts', icon: <Drafts />, count: 2 },
];

export default function InvertedSidebar() {
  const [selected, setSelected] = React.useState('Inbox');
  return (
    <Sheet
      variant="solid"
      color="neutral"
      invertedColors
      component="nav"
      aria-label="Mail folders"
      sx={{ width: 240, p: 1.5, borderRadius: 'md', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <List size="sm" sx={{ '--ListItem-radius': '8px' }}>
        {folders.map((folder) => (
          <ListItem key={folder.label}>
            <ListItemButton selected={selected === folder.label} onClick={() => setSelected(folder.label)}>
              <ListItemDecorator>{folder.icon}</ListItemDecorator>
              <ListItemContent>{folder.label}</ListItemContent>
              {folder.count > 0 && (
                <Chip size="sm" variant="soft">
                  {folder.count}
                </Chip>
              )}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Divider />
      <Sheet variant="plain" sx={{ display: 'flex', gap: 1, alignItems: 'center', bgcolor: 'transparent', px: 1 }}>
        <Avatar size="sm" variant="soft">
          MK
        </Avatar>
        <div>
          <Typography level="title-sm">Mina Kato</Typography>
          <Typography level="body-xs">mina@example.com</Typography>
        </div>
      </Sheet>
    </Sheet>
  );
}
