import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

const people = [
  { name: 'Ada Morgan', src: '/img/demos/avatar/ada.svg' },
  { name: 'Kwame Mensah', src: '/img/demos/avatar/kwame.svg' },
  { name: 'Mei Tanaka', src: '/img/demos/avatar/mei.svg' },
];

export default function ImageAvatars() {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
      {people.map((person) => (
        <Avatar
          key={person.name}
          alt={person.name}
          src={person.src}
          slotProps={{ img: { loading: 'lazy' } }}
        />
      ))}
    </Stack>
  );
}
