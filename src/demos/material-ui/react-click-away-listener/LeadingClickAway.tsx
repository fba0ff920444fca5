import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function LeadingClickAway() {
  const [open, setOpen] = React.useState(false);
  const [closedBy, setClosedBy] = React.useState('');

  return (
    <Box sx={{ minHeight: 190 }}>
      <ClickAwayListener
        mouseEvent="onMouseDown"
        touchEvent="onTouchStart"
        onClickAway={(event) => {
          if (open) {
            setOpen(false);
            setClosedBy(event.type);
          }
        }}
      >
        <Box sx={{ position: 'relative', display: 'inline-block' }}>
          <Button
            variant="outlined"
            aria-expanded={open}
            aria-controls={open ? 'leading-click-away-panel' : undefined}
            onClick={() => setOpen((prev) => !prev)}
          >
            Rename
          </Button>
          {open && (
            <Paper
              id="leading-click-away-panel"
              elevation={4}
              sx={{
                position: 'absolute',
                top: 44,
                left: 0,
                zIndex: 1,
                p: 2,
                width: 260,
              }}
            >
              <TextField
                label="Project name"
                size="small"
                fullWidth
                defaultValue="Quarterly planning board"
              />
            </Paper>
          )}
        </Box>
      </ClickAwayListener>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {closedBy ? `Last closed by a ${closedBy} event.` : 'Not closed yet.'}
      </Typography>
    </Box>
  );
}
