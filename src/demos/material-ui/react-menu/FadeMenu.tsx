import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export default function FadeMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const idPrefix = React.useId();
  const handleClose = () => setAnchorEl(null);

  return (
    <div>
      <Button
        id={`${idPrefix}-button`}
        aria-controls={open ? `${idPrefix}-menu` : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        View
      </Button>
      <Menu
        id={`${idPrefix}-menu`}
        anchorEl={anchorEl}
        open={open}
        onClose={handleClose}
        slots={{ transition: Fade }}
        transitionDuration={200}
        slotProps={{ list: { 'aria-labelledby': `${idPrefix}-button` } }}
      >
        <MenuItem onClick={handleClose}>Zoom in</MenuItem>
        <MenuItem onClick={handleClose}>Zoom out</MenuItem>
        <MenuItem onClick={handleClose}>Full screen</MenuItem>
      </Menu>
    </div>
  );
}
