import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';

export default function BadgePosition() {
  return (
    <Box
      sx={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Badge
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        badgeInset="14%"
        color="success"
      >
        <Avatar alt="Online user">ON</Avatar>
      </Badge>
      <Badge
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        badgeContent={3}
        color="danger"
      >
        <Avatar variant="outlined" sx={{ borderRadius: 'sm' }}>
          TL
        </Avatar>
      </Badge>
      <Badge
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        badgeInset="14%"
        color="neutral"
        variant="outlined"
      >
        <Avatar alt="Away user">AW</Avatar>
      </Badge>
    </Box>
  );
}
