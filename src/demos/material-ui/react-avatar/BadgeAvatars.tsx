import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';

const presenceSx = {
  '& .MuiBadge-badge': {
    width: 12,
    height: 12,
    minWidth: 12,
    borderRadius: '50%',
    border: 2,
    borderColor: 'background.paper',
  },
};

export default function BadgeAvatars() {
  return (
    <Stack direction="row" spacing={4} sx={{ justifyContent: 'center' }}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Badge
          overlap="circular"
          variant="dot"
          color="success"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          sx={presenceSx}
        >
          <Avatar alt="Mei Tanaka" src="/img/demos/avatar/mei.svg" />
        </Badge>
        <Typography variant="caption">Mei Tanaka, online</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Badge
          overlap="circular"
          variant="dot"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          sx={{
            ...presenceSx,
            '& .MuiBadge-badge': {
              ...presenceSx['& .MuiBadge-badge'],
              bgcolor: 'grey.500',
            },
          }}
        >
          <Avatar alt="Kwame Mensah" src="/img/demos/avatar/kwame.svg" />
        </Badge>
        <Typography variant="caption">Kwame Mensah, away</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Badge
          overlap="circular"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          badgeContent={
            <Avatar
              aria-hidden
              sx={{
                width: 22,
                height: 22,
                bgcolor: 'primary.main',
                border: 2,
                borderColor: 'background.paper',
              }}
            >
              <EditIcon sx={{ fontSize: 12 }} />
            </Avatar>
          }
        >
          <Avatar alt="Ada Morgan" src="/img/demos/avatar/ada.svg" />
        </Badge>
        <Typography variant="caption">Ada Morgan, editing</Typography>
      </Stack>
    </Stack>
  );
}
