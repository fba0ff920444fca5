import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import Inbox from '@mui/icons-material/Inbox';
import Send from '@mui/icons-material/Send';

const sizes = ['sm', 'md', 'lg'] as const;

// The List's size sets the item height, padding, gap and the decorator's icon size.
export default function ListSizes() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
      {sizes.map((size) => (
        <List key={size} size={size} variant="outlined" sx={{ borderRadius: 'sm', minWidth: 160, flexGrow: 0 }} aria-label={`Mailbox, size ${size}`}>
          <ListItem>
            <ListItemButton>
              <ListItemDecorator>
                <Inbox />
              </ListItemDecorator>
              Inbox
            </ListItemButton>
          </ListItem>
          <ListItem>
            <ListItemButton>
              <ListItemDecorator>
                <Send />
              </ListItemDecorator>
              Sent
            </ListItemButton>
          </ListItem>
        </List>
      ))}
    </Stack>
  );
}
