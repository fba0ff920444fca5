import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';

export default function MenuBasic() {
  return (
    <Dropdown>
      <MenuButton id="menu-basic-trigger" endDecorator={<KeyboardArrowDownIcon />}>
        Export
      </MenuButton>
      <Menu aria-labelledby="menu-basic-trigger">
        <MenuItem>As PDF</MenuItem>
        <MenuItem>As CSV</MenuItem>
        <MenuItem>As JSON</MenuItem>
      </Menu>
    </Dropdown>
  );
}
