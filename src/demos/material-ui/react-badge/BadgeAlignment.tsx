import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';

export default function BadgeAlignment() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'center' }}>
      <Stack direction="row" spacing={4}>
        <Badge
          badgeContent={5}
          color="secondary"
          anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        >
          <MailIcon />
        </Badge>
        <Badge
          badgeContent={5}
          color="secondary"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        >
          <MailIcon />
        </Badge>
        <Badge
          badgeContent={5}
          color="secondary"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        >
          <MailIcon />
        </Badge>
      </Stack>
      <Stack direction="row" spacing={4}>
        <Badge
          overlap="circular"
          variant="dot"
          color="success"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          sx={{
            '& .MuiBadge-badge': {
              width: 12,
              height: 12,
              borderRadius: '50%',
              border: 2,
              borderColor: 'background.paper',
            },
          }}
        >
          <Avatar alt="Mei Tanaka, online" src="/img/demos/avatar/mei.svg" />
        </Badge>
        <Badge
          overlap="circular"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          badgeContent={
            <Avatar
              alt="Ada Morgan"
              src="/img/demos/avatar/ada.svg"
              sx={{
                width: 22,
                height: 22,
                border: 2,
                borderColor: 'background.paper',
              }}
            />
          }
        >
          <Avatar alt="Kwame Mensah" src="/img/demos/avatar/kwame.svg" />
        </Badge>
      </Stack>
    </Stack>
  );
}
