import * as React from 'react';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const groups = [
  { name: 'Fruit', items: ['Apples', 'Pears', 'Plums'] },
  { name: 'Vegetables', items: ['Carrots', 'Leeks', 'Spinach'] },
];

export default function GroupedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [choice, setChoice] = React.useState<string | null>(null);
  const open = Boolean(anchorEl);
  const idPrefix = React.useId();

  return (
    <div>
      <Button
        id={`${idPrefix}-button`}
        variant="outlined"
        aria-controls={open ? `${idPrefix}-menu` : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        {choice ? `Add more ${choice.toLowerCase()}` : 'Add produce'}
      </Button>
      <Menu
        id={`${idPrefix}-menu`}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{ list: { 'aria-labelledby': `${idPrefix}-button` } }}
      >
        {groups.flatMap((group) => [
          <ListSubheader key={group.name}>{group.name}</ListSubheader>,
          ...group.items.map((item) => (
            <MenuItem
              key={item}
              onClick={() => {
                setChoice(item);
                setAnchorEl(null);
              }}
            >
              {item}
            </MenuItem>
          )),
        ])}
      </Menu>
    </div>
  );
}
