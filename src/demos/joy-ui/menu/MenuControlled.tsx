import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';

const sortOptions = ['Newest first', 'Oldest first', 'Most popular'];

export default function MenuControlled() {
  const [open, setOpen] = React.useState(false);
  const [sort, setSort] = React.useState(sortOptions[0]);

  return (
    <Dropdown open={open} onOpenChange={(_event, isOpen) => setOpen(isOpen)}>
      <MenuButton variant="soft">Sort: {sort}</MenuButton>
      <Menu size="sm">
        {sortOptions.map((option) => (
          <MenuItem
            key={option}
            selected={option === sort}
            onClick={() => {
              setSort(option);
              setOpen(false);
            }}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}
