import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import FolderIcon from '@mui/icons-material/Folder';
import PersonIcon from '@mui/icons-material/Person';

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export default function LetterAvatars() {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
      <Avatar>{initials('Hana')}</Avatar>
      <Avatar sx={{ bgcolor: 'primary.main' }}>{initials('Omar Haddad')}</Avatar>
      <Avatar sx={{ bgcolor: 'secondary.main' }}>{initials('Lea Kovač')}</Avatar>
      <Avatar sx={{ bgcolor: 'success.main' }}>
        <FolderIcon />
      </Avatar>
      <Avatar>
        <PersonIcon />
      </Avatar>
    </Stack>
  );
}
