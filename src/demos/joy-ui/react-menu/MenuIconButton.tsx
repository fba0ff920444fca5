import * as React from 'react';
import Divider from '@mui/joy/Divider';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import EditIcon from '@mui/icons-material/Edit';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import MoreVertIcon from '@mui/icons-material/MoreVert';

export default function MenuIconButton() {
  const [lastAction, setLastAction] = React.useState('none');

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Dropdown>
        <MenuButton
          id="menu-icon-trigger"
          slots={{ root: IconButton }}
          slotProps={{ root: { variant: 'outlined', color: 'neutral' } }}
          aria-label="More actions"
        >
          <MoreVertIcon />
        </MenuButton>
        <Menu aria-labelledby="menu-icon-trigger" placement="bottom-start">
          <MenuItem onClick={() => setLastAction('edit')}>
            <ListItemDecorator>
              <EditIcon />
            </ListItemDecorator>
            Edit
          </MenuItem>
          <MenuItem onClick={() => setLastAction('duplicate')}>
            <ListItemDecorator>
              <ContentCopyIcon />
            </ListItemDecorator>
            Duplicate
          </MenuItem>
          <Divider />
          <MenuItem color="danger" onClick={() => setLastAction('delete')}>
            <ListItemDecorator sx={{ color: 'inherit' }}>
              <DeleteForeverIcon />
            </ListItemDecorator>
            Delete
          </MenuItem>
        </Menu>
      </Dropdown>
      <Typography level="body-sm">Last action: {lastAction}</Typography>
    </Stack>
  );
}
