import * as React from 'react';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function MouseHoverPopover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);

  return (
    <div>
      <Typography>
        Your plan includes{' '}
        <Typography
          component="span"
          aria-owns={open ? 'hover-popover' : undefined}
          aria-haspopup="true"
          onMouseEnter={(event) => setAnchorEl(event.currentTarget)}
          onMouseLeave={() => setAnchorEl(null)}
          sx={{ textDecoration: 'underline dotted', cursor: 'help' }}
        >
          priority support
        </Typography>
        .
      </Typography>
      <Popover
        id="hover-popover"
        sx={{ pointerEvents: 'none' }}
        open={open}
        anchorEl={anchorEl}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        onClose={() => setAnchorEl(null)}
        disableRestoreFocus
      >
        <Typography sx={{ p: 1.5, maxWidth: 260 }}>
          Replies within four business hours by email and chat.
        </Typography>
      </Popover>
    </div>
  );
}
