import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu, { MenuProps } from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';

const examples: { label: string; props: MenuProps }[] = [
  { label: 'Small, outlined', props: { size: 'sm' } },
  { label: 'Medium, soft primary', props: { variant: 'soft', color: 'primary' } },
  { label: 'Large, plain', props: { size: 'lg', variant: 'plain' } },
];

export default function MenuAppearance() {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {examples.map(({ label, props }, index) => (
        <Dropdown key={label}>
          <MenuButton id={`menu-appearance-${index}`} size={props.size}>
            {label}
          </MenuButton>
          <Menu aria-labelledby={`menu-appearance-${index}`} {...props}>
            <MenuItem>
              <ListItemDecorator>
                <DriveFileRenameOutlineIcon />
              </ListItemDecorator>
              Rename
            </MenuItem>
            <MenuItem>
              <ListItemDecorator>
                <ContentCopyIcon />
              </ListItemDecorator>
              Duplicate
            </MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </Box>
  );
}
