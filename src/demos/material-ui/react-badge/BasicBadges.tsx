import * as React from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

function countLabel(count: number, noun: string): string {
  if (count === 0) {
    return `No ${noun}s`;
  }
  return count > 99
    ? `More than 99 ${noun}s`
    : `${count} ${noun}${count === 1 ? '' : 's'}`;
}

export default function BasicBadges() {
  return (
    <Stack direction="row" spacing={3} sx={{ justifyContent: 'center' }}>
      <IconButton aria-label={countLabel(4, 'unread message')}>
        <Badge badgeContent={4} color="primary">
          <MailIcon />
        </Badge>
      </IconButton>
      <IconButton aria-label={countLabel(1, 'notification')}>
        <Badge badgeContent={1} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <IconButton aria-label={countLabel(250, 'item')}>
        <Badge badgeContent={250} color="secondary">
          <ShoppingCartIcon />
        </Badge>
      </IconButton>
    </Stack>
  );
}
