import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';

const hiddenLevels = ['Documents', 'Clients', 'Northwind', '2026'];

export default function CondensedWithMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [visited, setVisited] = React.useState<string | null>(null);
  const open = Boolean(anchorEl);
  const idPrefix = React.useId();

  // In an app each entry links to its folder; here a choice is only recorded.
  const go = (level: string) => {
    setVisited(level);
    setAnchorEl(null);
  };

  return (
    <div>
      <Breadcrumbs aria-label="Breadcrumb">
        <Link
          underline="hover"
          color="inherit"
          href="#"
          onClick={(event) => {
            event.preventDefault();
            go('My drive');
          }}
        >
          My drive
        </Link>
        <IconButton
          id={`${idPrefix}-button`}
          size="small"
          aria-label="Show hidden folders"
          aria-controls={open ? `${idPrefix}-menu` : undefined}
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <MoreHorizIcon fontSize="small" />
        </IconButton>
        <Typography sx={{ color: 'text.primary' }} aria-current="page">
          Contracts
        </Typography>
      </Breadcrumbs>
      <Menu
        id={`${idPrefix}-menu`}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{
          list: { 'aria-labelledby': `${idPrefix}-button`, dense: true },
        }}
      >
        {hiddenLevels.map((level) => (
          <MenuItem key={level} onClick={() => go(level)}>
            {level}
          </MenuItem>
        ))}
      </Menu>
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        {visited
          ? `You chose ${visited}.`
          : 'Open the … button to see the folders in between.'}
      </Typography>
    </div>
  );
}
