import * as React from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';

export default function DotBadges() {
  return (
    <Stack
      direction="row"
      spacing={5}
      sx={{ justifyContent: 'center', alignItems: 'center' }}
    >
      <IconButton aria-label="Notifications, new activity">
        <Badge variant="dot" color="primary">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Badge variant="dot" color="secondary">
        <Typography>Release notes</Typography>
      </Badge>
    </Stack>
  );
}
