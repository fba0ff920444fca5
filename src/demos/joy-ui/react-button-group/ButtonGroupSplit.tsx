import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

const options = ['Create a merge commit', 'Squash and merge', 'Rebase and merge'];

export default function ButtonGroupSplit() {
  const [selected, setSelected] = React.useState(1);
  const [done, setDone] = React.useState<string | null>(null);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', minHeight: 180 }}>
      {/* Dropdown only provides context: the menu button stays a direct child of the group. */}
      <Dropdown>
        <ButtonGroup variant="solid" color="success" aria-label="Merge with options">
          <Button onClick={() => setDone(options[selected] ?? null)}>{options[selected]}</Button>
          <MenuButton
            slots={{ root: IconButton }}
            slotProps={{ root: { variant: 'solid', color: 'success' } }}
            aria-label="Choose a merge method"
          >
            <KeyboardArrowDown />
          </MenuButton>
        </ButtonGroup>
        <Menu placement="bottom-end" size="sm">
          {options.map((option, index) => (
            <MenuItem
              key={option}
              selected={index === selected}
              onClick={() => setSelected(index)}
            >
              {option}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Typography level="body-sm" role="status">
        {done ? `Done: ${done}` : 'Nothing merged yet.'}
      </Typography>
    </Stack>
  );
}
