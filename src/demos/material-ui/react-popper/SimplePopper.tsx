import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function SimplePopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const id = open ? 'simple-popper' : undefined;

  return (
    <Box sx={{ py: 2 }}>
      <Button
        aria-describedby={id}
        variant="outlined"
        onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
      >
        Toggle hint
      </Button>
      <Popper id={id} open={open} anchorEl={anchorEl} transition>
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={200}>
            <Paper elevation={4} sx={{ p: 2, mt: 1, maxWidth: 260 }}>
              <Typography variant="body2">
                The page behind stays interactive: you can keep scrolling and
                clicking while this is open.
              </Typography>
            </Paper>
          </Fade>
        )}
      </Popper>
    </Box>
  );
}
