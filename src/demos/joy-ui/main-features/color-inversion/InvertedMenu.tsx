import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import ListDivider from '@mui/joy/ListDivider';

export default function InvertedMenu() {
  return (
    <Dropdown>
      <MenuButton variant="solid" color="neutral">
        Account
      </MenuButton>
      <Menu variant="solid" color="neutral" invertedColors>
        <MenuItem>Profile</MenuItem>
        <MenuItem>Billing</MenuItem>
        <ListDivider />
        <MenuItem color="danger">Sign out</MenuItem>
      </Menu>
    </Dropdown>
  );
}
