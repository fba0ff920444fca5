import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Stack from '@mui/joy/Stack';
import CheckRounded from '@mui/icons-material/CheckRounded';
import PriorityHighRounded from '@mui/icons-material/PriorityHighRounded';

export default function BadgeIconContent() {
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
      <Badge
        color="success"
        size="sm"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        badgeInset="14%"
        badgeContent={<CheckRounded sx={{ fontSize: '0.75rem' }} aria-hidden />}
      >
        <Avatar src="/img/demos/avatar/mei.svg" alt="Mei Tanaka, verified" size="lg" />
      </Badge>
      <Badge
        color="warning"
        variant="solid"
        size="sm"
        badgeInset="14%"
        badgeContent={<PriorityHighRounded sx={{ fontSize: '0.75rem' }} aria-hidden />}
      >
        <Avatar src="/img/demos/avatar/kwame.svg" alt="Kwame Mensah, action needed" size="lg" />
      </Badge>
    </Stack>
  );
}
