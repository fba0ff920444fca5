import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';

// A reusable icon component from a single path, like the ones in @mui/icons-material.
const BellOffIcon = createSvgIcon(
  <path d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6v-5c0-3-1.6-5.6-4.5-6.3V4a1.5 1.5 0 0 0-3 0v.7c-.6.1-1.1.4-1.6.7L18 14.5zM4.4 3 3 4.4l3.3 3.3C6.1 8.7 6 9.8 6 11v5l-2 2v1h13.6l2 2L21 19.6z" />,
  'BellOff',
);

export default function AccessibleIcons() {
  const [muted, setMuted] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {/* Decorative: the button's text already says it all. */}
      <Button variant="outlined" startIcon={<BellOffIcon />}>
        Mute notifications
      </Button>
      {/* Icon-only control: the accessible name goes on the button. */}
      <IconButton
        aria-label={muted ? 'Unmute notifications' : 'Mute notifications'}
        aria-pressed={muted}
        color={muted ? 'primary' : 'default'}
        onClick={() => setMuted((value) => !value)}
      >
        <BellOffIcon />
      </IconButton>
      {/* Semantic icon standing alone: titleAccess gives it a name. */}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <WarningAmberIcon color="warning" titleAccess="Warning" />
        <Typography variant="body2">Your trial ends in three days.</Typography>
      </Stack>
    </Stack>
  );
}
