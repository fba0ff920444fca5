import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Stack from '@mui/joy/Stack';

const people = [
  'Ada Lovelace',
  'Alan Turing',
  'Grace Hopper',
  'Katherine Johnson',
  'Linus Torvalds',
  'Margaret Hamilton',
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function AvatarGroupDemo() {
  const shown = 3;
  const surplus = people.length - shown;

  return (
    <Stack spacing={2}>
      <AvatarGroup>
        {people.slice(0, shown).map((name) => (
          <Avatar key={name} alt={name}>
            {initials(name)}
          </Avatar>
        ))}
        <Avatar role="img" aria-label={`${surplus} more people`}>
          +{surplus}
        </Avatar>
      </AvatarGroup>
      <AvatarGroup
        variant="solid"
        color="primary"
        size="sm"
        sx={{ '--AvatarGroup-gap': '-4px' }}
      >
        {people.map((name) => (
          <Avatar key={name} alt={name}>
            {initials(name)}
          </Avatar>
        ))}
      </AvatarGroup>
    </Stack>
  );
}
