import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const members = [
  { name: 'Ada Morgan', src: '/img/demos/avatar/ada.svg' },
  { name: 'Kwame Mensah', src: '/img/demos/avatar/kwame.svg' },
  { name: 'Mei Tanaka', src: '/img/demos/avatar/mei.svg' },
  { name: 'Omar Haddad', color: '#ef6c00' },
  { name: 'Lea Kovač', color: '#00838f' },
  { name: 'Jonas Berg', color: '#6d4c41' },
];

const surplusSx = { bgcolor: 'grey.700', color: 'common.white' };

export default function GroupedAvatars() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'center' }}>
      <div>
        <Typography
          variant="caption"
          component="div"
          sx={{ color: 'text.secondary', mb: 1 }}
        >
          max=4, six children
        </Typography>
        {/* The default grey behind the surplus text is too light to read (1.9:1). */}
        <AvatarGroup max={4} slotProps={{ surplus: { sx: surplusSx } }}>
          {members.map((member) => (
            <Avatar
              key={member.name}
              alt={member.name}
              src={member.src}
              sx={member.color ? { bgcolor: member.color } : undefined}
            >
              {member.name.charAt(0)}
            </Avatar>
          ))}
        </AvatarGroup>
      </div>
      <div>
        <Typography
          variant="caption"
          component="div"
          sx={{ color: 'text.secondary', mb: 1 }}
        >
          total=142, surplus capped at 99+
        </Typography>
        <AvatarGroup
          total={142}
          renderSurplus={(surplus) => (surplus > 99 ? '99+' : `+${surplus}`)}
          slotProps={{
            surplus: { sx: { ...surplusSx, fontSize: '0.875rem' } },
          }}
        >
          <Avatar alt="Ada Morgan" src="/img/demos/avatar/ada.svg" />
          <Avatar alt="Kwame Mensah" src="/img/demos/avatar/kwame.svg" />
          <Avatar alt="Mei Tanaka" src="/img/demos/avatar/mei.svg" />
        </AvatarGroup>
      </div>
    </Stack>
  );
}
