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
    <Stack spacing={3} sx={{ alignItems: 'center' }}>
      <Stack direction="row" spacing={2}>
        {people.map((person) => (
          <Avatar key={person.name} alt={person.name} src={person.src} />
        ))}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          alt="Ada Morgan"
          src="/img/demos/avatar/ada.svg"
          sx={{ width: 24, height: 24 }}
        />
        <Avatar alt="Ada Morgan" src="/img/demos/avatar/ada.svg" />
        <Avatar
          alt="Ada Morgan"
          src="/img/demos/avatar/ada.svg"
          sx={{ width: 56, height: 56 }}
        />
        <Avatar
          alt="Ada Morgan"
          src="/img/demos/avatar/ada.svg"
          variant="rounded"
          sx={{ width: 56, height: 56 }}
        />
        <Avatar
          alt="Ada Morgan"
          src="/img/demos/avatar/ada.svg"
          variant="square"
          sx={{ width: 56, height: 56 }}
        />
      </Stack>
    </Stack>
  );
}
