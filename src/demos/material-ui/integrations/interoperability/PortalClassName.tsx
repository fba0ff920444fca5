import * as React from 'react';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

// The menu's paper is rendered at the end of <body>, outside any wrapper class,
// so the class goes on the paper itself through slotProps.
const menuStyles = (
  <GlobalStyles
    styles={(theme) => ({
      '.account-menu.MuiPaper-root': {
        minWidth: 200,
        borderRadius: 12,
        border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
      },
      '.account-menu .MuiMenuItem-root': { paddingBlock: 10 },
    })}
  />
);

export default function PortalClassName() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);

  return (
    <React.Fragment>
      {menuStyles}
      <Button
        id="account-menu-button"
        variant="outlined"
        aria-controls={open ? 'account-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Account
      </Button>
      <Menu
        id="account-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{
          paper: { className: 'account-menu' },
          list: { 'aria-labelledby': 'account-menu-button' },
        }}
      >
        <MenuItem onClick={() => setAnchorEl(null)}>Profile</MenuItem>
        <MenuItem onClick={() => setAnchorEl(null)}>Billing</MenuItem>
        <MenuItem onClick={() => setAnchorEl(null)}>Sign out</MenuItem>
      </Menu>
    </React.Fragment>
  );
}
