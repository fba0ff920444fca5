import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import Menu, { MenuProps } from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';

const placements: NonNullable<MenuProps['placement']>[] = [
  'bottom-start',
  'bottom',
  'bottom-end',
  'top-start',
  'top',
  'top-end',
];

export default function MenuPlacement() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 150px))',
        gap: 1,
        py: 12,
        justifyContent: 'center',
      }}
    >
      {placements.map((placement) => (
        <Dropdown key={placement}>
          <MenuButton
            id={`menu-placement-${placement}`}
            size="sm"
            variant="outlined"
            color="neutral"
          >
            {placement}
          </MenuButton>
          <Menu
            aria-labelledby={`menu-placement-${placement}`}
            placement={placement}
            size="sm"
          >
            <MenuItem>Copy link</MenuItem>
            <MenuItem>Duplicate</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </Box>
  );
}
