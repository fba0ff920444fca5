import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Stack from '@mui/joy/Stack';

const people = [
  { name: 'Ada Moreau', src: '/img/demos/avatar/ada.svg', status: 'online' },
  { name: 'Kwame Mensah', src: '/img/demos/avatar/kwame.svg', status: 'away' },
  { name: 'Mei Tanaka', src: '/img/demos/avatar/mei.svg', status: 'offline' },
] as const;

const statusColor = { online: 'success', away: 'warning', offline: 'neutral' } as const;

export default function AvatarWithBadge() {
  return (
    <Stack direction="row" spacing={3}>
      {people.map((person) => (
        <Badge
          key={person.name}
          color={statusColor[person.status]}
          variant={person.status === 'offline' ? 'soft' : 'solid'}
          size="sm"
          badgeInset="14%"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          badgeContent=""
          slotProps={{ badge: { role: 'img', 'aria-label': person.status } }}
        >
          <Avatar src={person.src} alt={person.name} size="lg" />
        </Badge>
      ))}
    </Stack>
  );
}
