import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';

export default function PortalClickAway() {
  const [open, setOpen] = React.useState(false);

  return (
    <ClickAwayListener
      mouseEvent="onMouseDown"
      touchEvent="onTouchStart"
      onClickAway={() => setOpen(false)}
    >
      <Box sx={{ display: 'inline-block' }}>
        <Button variant="contained" onClick={() => setOpen((prev) => !prev)}>
          {open ? 'Hide' : 'Show'} banner
        </Button>
        {open && (
          <Portal>
            <Paper
              elevation={8}
              sx={{
                position: 'fixed',
                bottom: 24,
                left: '50%',
                transform: 'translateX(-50%)',
                zIndex: 'modal',
                p: 2,
              }}
            >
              <Typography variant="body2">
                Rendered in document.body, yet clicks here do not count as
                outside.
              </Typography>
            </Paper>
          </Portal>
        )}
      </Box>
    </ClickAwayListener>
  );
}
