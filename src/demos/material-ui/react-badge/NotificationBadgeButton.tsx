import * as React from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import NotificationsIcon from '@mui/icons-material/Notifications';

function notificationsLabel(count: number) {
  if (count === 0) {
    return 'No new notifications';
  }
  if (count > 99) {
    return 'More than 99 new notifications';
  }
  return `${count} new notification${count === 1 ? '' : 's'}`;
}

export default function NotificationBadgeButton() {
  const [count, setCount] = React.useState(3);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center' }}>
      <IconButton aria-label={notificationsLabel(count)} onClick={() => setCount(0)}>
        <Badge badgeContent={count} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Button size="small" onClick={() => setCount((value) => value + 1)}>
        Simulate a notification
      </Button>
      <Button size="small" onClick={() => setCount(120)}>
        Many at once
      </Button>
    </Stack>
  );
}
