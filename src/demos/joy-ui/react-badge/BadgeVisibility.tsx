import * as React from 'react';
import Badge, { badgeClasses } from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import Notifications from '@mui/icons-material/Notifications';

export default function BadgeVisibility() {
  const [invisible, setInvisible] = React.useState(false);

  return (
    <Box sx={{ display: 'flex', gap: 4, alignItems: 'center' }}>
      <Badge
        badgeContent={5}
        color="danger"
        invisible={invisible}
        sx={{
          [`& .${badgeClasses.badge}`]: { transition: 'transform 0.2s ease-out' },
        }}
      >
        <Notifications
          sx={{ fontSize: '2rem' }}
          titleAccess={invisible ? 'Notifications' : 'Notifications, 5 new'}
        />
      </Badge>
      <Typography
        component="label"
        startDecorator={
          <Switch
            checked={!invisible}
            onChange={(event) => setInvisible(!event.target.checked)}
            sx={{ mr: 1 }}
          />
        }
      >
        Show the badge
      </Typography>
    </Box>
  );
}
