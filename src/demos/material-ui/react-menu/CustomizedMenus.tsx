import * as React from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu, { type MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { styled } from '@mui/material/styles';
import ArchiveIcon from '@mui/icons-material/Archive';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import PushPinIcon from '@mui/icons-material/PushPin';

const RoundedMenu = styled((props: MenuProps) => (
  <Menu
    elevation={0}
    anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    {...props}
  />
))(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  return {
    '& .MuiPaper-root': {
      marginTop: theme.spacing(1),
      minWidth: 200,
      borderRadius: 12,
      border: `1px solid ${palette.divider}`,
      boxShadow: theme.shadows[3],
    },
    '& .MuiMenu-list': {
      padding: theme.spacing(0.5),
    },
    '& .MuiMenuItem-root': {
      borderRadius: 8,
      gap: theme.spacing(1.5),
      '& .MuiSvgIcon-root': {
        fontSize: 18,
        color: palette.text.secondary,
      },
      '&:active': {
        backgroundColor: palette.action.selected,
      },
    },
  };
});

export default function CustomizedMenus() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const idPrefix = React.useId();
  const handleClose = () => setAnchorEl(null);

  return (
    <div>
      <Button
        id={`${idPrefix}-button`}
        variant="contained"
        disableElevation
        aria-controls={open ? `${idPrefix}-menu` : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
        endIcon={<KeyboardArrowDownIcon />}
      >
        Note actions
      </Button>
      <RoundedMenu
        id={`${idPrefix}-menu`}
        anchorEl={anchorEl}
        open={open}
        onClose={handleClose}
        slotProps={{ list: { 'aria-labelledby': `${idPrefix}-button` } }}
      >
        <MenuItem onClick={handleClose}>
          <EditIcon />
          Rename
        </MenuItem>
        <MenuItem onClick={handleClose}>
          <ContentCopyIcon />
          Make a copy
        </MenuItem>
        <MenuItem onClick={handleClose}>
          <PushPinIcon />
          Pin to top
        </MenuItem>
        <Divider sx={{ my: 0.5 }} />
        <MenuItem onClick={handleClose}>
          <ArchiveIcon />
          Archive
        </MenuItem>
      </RoundedMenu>
    </div>
  );
}
