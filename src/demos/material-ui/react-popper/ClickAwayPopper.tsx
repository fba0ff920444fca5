import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function ClickAwayPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(
    null,
  );
  const open = anchorEl !== null;
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const panelRef = React.useRef<HTMLDivElement>(null);

  const close = () => {
    setAnchorEl(null);
    buttonRef.current?.focus();
  };

  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setAnchorEl(null);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  return (
    <Box sx={{ py: 2 }}>
      <Button
        ref={buttonRef}
        variant="outlined"
        aria-expanded={open}
        aria-controls={open ? 'click-away-popper' : undefined}
        onClick={(event) => setAnchorEl(open ? null : event.currentTarget)}
      >
        Storage usage
      </Button>
      <Popper
        open={open}
        anchorEl={anchorEl}
        placement="bottom-start"
        transition
        sx={{ zIndex: 'tooltip' }}
      >
        {({ TransitionProps }) => (
          <Grow
            {...TransitionProps}
            onEntered={() => panelRef.current?.focus()}
            style={{ transformOrigin: 'top left' }}
          >
            <Paper elevation={6} sx={{ mt: 1 }}>
              <ClickAwayListener
                onClickAway={(event) => {
                  if (!buttonRef.current?.contains(event.target as Node)) {
                    setAnchorEl(null);
                  }
                }}
              >
                <Box
                  id="click-away-popper"
                  ref={panelRef}
                  role="dialog"
                  aria-label="Storage usage"
                  tabIndex={-1}
                  sx={{ p: 2, width: 240, outline: 'none' }}
                >
                  <Typography variant="subtitle2">
                    12.4 GB of 20 GB used
                  </Typography>
                  <Typography
                    variant="body2"
                    sx={{ mt: 0.5, mb: 1.5, color: 'text.secondary' }}
                  >
                    Photos take the most space.
                  </Typography>
                  <Button size="small" onClick={close}>
                    Close
                  </Button>
                </Box>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </Box>
  );
}
