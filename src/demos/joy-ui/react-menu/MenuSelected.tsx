import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import SortIcon from '@mui/icons-material/Sort';

const orders = ['Newest first', 'Oldest first', 'Most commented', 'Title A-Z'];

export default function MenuSelected() {
  const [order, setOrder] = React.useState(orders[0]);

  return (
    <Dropdown>
      <MenuButton
        id="menu-selected-trigger"
        variant="outlined"
        color="neutral"
        startDecorator={<SortIcon />}
      >
        Sort: {order}
      </MenuButton>
      <Menu aria-labelledby="menu-selected-trigger" placement="bottom-start">
        {orders.map((item) => (
          <MenuItem
            key={item}
            selected={item === order}
            role="menuitemradio"
            aria-checked={item === order}
            onClick={() => setOrder(item)}
          >
            <ListItemDecorator>{item === order && <CheckIcon />}</ListItemDecorator>
            {item}
          </MenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}
