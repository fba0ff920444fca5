import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import Mail from '@mui/icons-material/Mail';
import Notifications from '@mui/icons-material/Notifications';

export default function BadgeBasic() {
  return (
    <Box
      sx={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Badge badgeContent={4}>
        <Typography sx={{ fontSize: 'xl' }}>
          <Mail titleAccess="Inbox, 4 unread" />
        </Typography>
      </Badge>
      <Badge badgeContent={12} color="danger" variant="soft">
        <IconButton variant="outlined" aria-label="Notifications, 12 new">
          <Notifications />
        </IconButton>
      </Badge>
      <Badge color="success" size="sm">
        <Typography level="title-md">Dot only</Typography>
      </Badge>
      <Badge badgeContent="New" color="warning" variant="solid">
        <Typography level="title-md" sx={{ pr: 2 }}>
          Release notes
        </Typography>
      </Badge>
    </Box>
  );
}
