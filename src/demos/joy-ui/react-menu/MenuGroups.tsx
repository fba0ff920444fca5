import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListSubheader from '@mui/joy/ListSubheader';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import TextFieldsIcon from '@mui/icons-material/TextFields';

const sizes = ['Small', 'Normal', 'Large'];
const fonts = ['Sans serif', 'Serif', 'Monospace'];

export default function MenuGroups() {
  const [size, setSize] = React.useState('Normal');
  const [font, setFont] = React.useState('Sans serif');

  const group = (
    label: string,
    id: string,
    items: string[],
    value: string,
    onPick: (item: string) => void,
  ) => (
    <ListItem nested>
      <ListSubheader id={id}>{label}</ListSubheader>
      <List aria-labelledby={id}>
        {items.map((item) => (
          <MenuItem
            key={item}
            role="menuitemradio"
            aria-checked={item === value}
            onClick={() => onPick(item)}
          >
            <ListItemDecorator>{item === value && <CheckIcon />}</ListItemDecorator>
            {item}
          </MenuItem>
        ))}
      </List>
    </ListItem>
  );

  return (
    <Dropdown>
      <MenuButton
        id="menu-groups-trigger"
        variant="soft"
        startDecorator={<TextFieldsIcon />}
      >
        Text: {font}, {size.toLowerCase()}
      </MenuButton>
      <Menu aria-labelledby="menu-groups-trigger" sx={{ minWidth: 180 }}>
        {group('Font', 'menu-group-font', fonts, font, setFont)}
        <ListDivider />
        {group('Size', 'menu-group-size', sizes, size, setSize)}
      </Menu>
    </Dropdown>
  );
}
