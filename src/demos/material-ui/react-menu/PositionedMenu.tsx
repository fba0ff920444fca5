import * as React from 'react';
import Button from '@mui/material/Button';
import Menu, { type MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';

interface Placement {
  label: string;
  anchorOrigin: MenuProps['anchorOrigin'];
  transformOrigin: MenuProps['transformOrigin'];
}

const placements: [Placement, ...Placement[]] = [
  {
    label: 'Over the button',
    anchorOrigin: { vertical: 'top', horizontal: 'left' },
    transformOrigin: { vertical: 'top', horizontal: 'left' },
  },
  {
    label: 'Below, right edges aligned',
    anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
    transformOrigin: { vertical: 'top', horizontal: 'right' },
  },
  {
    label: 'Above the button',
    anchorOrigin: { vertical: 'top', horizontal: 'center' },
    transformOrigin: { vertical: 'bottom', horizontal: 'center' },
  },
];

export default function PositionedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [placement, setPlacement] = React.useState<Placement>(placements[0]);
  const idPrefix = React.useId();
  const open = Boolean(anchorEl);

  const handleOpen = (
    event: React.MouseEvent<HTMLButtonElement>,
    next: Placement,
  ) => {
    setPlacement(next);
    setAnchorEl(event.currentTarget);
  };

  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: 'center', py: 6 }}
    >
      {placements.map((item, index) => (
        <Button
          key={item.label}
          variant="outlined"
          id={`${idPrefix}-button-${index}`}
          aria-haspopup="true"
          aria-expanded={open && placement === item ? 'true' : undefined}
          onClick={(event) => handleOpen(event, item)}
        >
          {item.label}
        </Button>
      ))}
      <Menu
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={placement.anchorOrigin}
        transformOrigin={placement.transformOrigin}
        slotProps={{
          list: {
            'aria-labelledby': `${idPrefix}-button-${placements.indexOf(placement)}`,
          },
        }}
      >
        <MenuItem onClick={() => setAnchorEl(null)}>Duplicate</MenuItem>
        <MenuItem onClick={() => setAnchorEl(null)}>Move to folder</MenuItem>
        <MenuItem onClick={() => setAnchorEl(null)}>Delete</MenuItem>
      </Menu>
    </Stack>
  );
}
