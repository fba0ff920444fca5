import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';

const timeZones = [
  'Honolulu',
  'Anchorage',
  'Los Angeles',
  'Denver',
  'Chicago',
  'New York',
  'São Paulo',
  'London',
  'Paris',
  'Cairo',
  'Nairobi',
  'Dubai',
  'Mumbai',
  'Singapore',
  'Tokyo',
  'Sydney',
];

const ITEM_HEIGHT = 48;

export default function LongMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [zone, setZone] = React.useState('London');
  const open = Boolean(anchorEl);
  const idPrefix = React.useId();

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography>Time zone: {zone}</Typography>
      <IconButton
        id={`${idPrefix}-button`}
        aria-label="Choose a time zone"
        aria-controls={open ? `${idPrefix}-menu` : undefined}
        aria-expanded={open ? 'true' : undefined}
        aria-haspopup="true"
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id={`${idPrefix}-menu`}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{
          paper: { sx: { maxHeight: ITEM_HEIGHT * 4.5, width: '20ch' } },
          list: { 'aria-labelledby': `${idPrefix}-button` },
        }}
      >
        {timeZones.map((option) => (
          <MenuItem
            key={option}
            selected={option === zone}
            onClick={() => {
              setZone(option);
              setAnchorEl(null);
            }}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
