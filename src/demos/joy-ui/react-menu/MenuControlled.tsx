import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sortOptions = ['Newest first', 'Oldest first', 'Most popular'];

export default function MenuControlled() {
  const [open, setOpen] = React.useState(false);
  const [sort, setSort] = React.useState(sortOptions[0]);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Dropdown open={open} onOpenChange={(_event, isOpen) => setOpen(isOpen)}>
        <MenuButton id="menu-controlled-trigger" variant="soft">
          Sort: {sort}
        </MenuButton>
        <Menu aria-labelledby="menu-controlled-trigger" size="sm">
          {sortOptions.map((option) => (
            <MenuItem key={option} selected={option === sort} onClick={() => setSort(option)}>
              {option}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Typography level="body-sm">Menu is {open ? 'open' : 'closed'}</Typography>
    </Stack>
  );
}
