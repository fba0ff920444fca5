import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import {
  blueGrey,
  brown,
  deepOrange,
  indigo,
  purple,
  teal,
} from '@mui/material/colors';

// Shades dark enough for white letters (over 4.5:1) in both colour modes.
const palette = [
  indigo[700],
  purple[700],
  teal[800],
  brown[600],
  deepOrange[900],
  blueGrey[700],
];

function colorFor(name: string): string {
  let hash = 0;
  for (const char of name) {
    hash = (hash * 31 + char.charCodeAt(0)) % 1000003;
  }
  return palette[hash % palette.length] ?? indigo[700];
}

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

const names = ['Hana', 'Omar Haddad', 'Lea Kovač', 'Sofia Rossi', 'Tomás Silva'];

export default function LetterAvatars() {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
      {names.map((name) => (
        <Avatar
          key={name}
          role="img"
          aria-label={name}
          sx={{ bgcolor: colorFor(name), color: 'common.white' }}
        >
          {initials(name)}
        </Avatar>
      ))}
    </Stack>
  );
}
