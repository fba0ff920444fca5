import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function ReactTreeClickAway() {
  const [open, setOpen] = React.useState(false);
  const [disableReactTree, setDisableReactTree] = React.useState(false);
  const [target, setTarget] = React.useState<HTMLDivElement | null>(null);

  return (
    <Box
      sx={{
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        alignItems: 'flex-start',
      }}
    >
      <FormControlLabel
        control={
          <Switch
            checked={disableReactTree}
            onChange={(event) => setDisableReactTree(event.target.checked)}
          />
        }
        label="disableReactTree"
      />
      <ClickAwayListener
        disableReactTree={disableReactTree}
        onClickAway={() => setOpen(false)}
      >
        <div>
          <Button variant="contained" onClick={() => setOpen((prev) => !prev)}>
            {open ? 'Close' : 'Open'} note
          </Button>
          {open && (
            <Portal container={target}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="body2">
                  This note is a React child of the listener, portaled into the
                  box below. Click it.
                </Typography>
              </Paper>
            </Portal>
          )}
        </div>
      </ClickAwayListener>
      <Box
        ref={setTarget}
        sx={{
          minHeight: 80,
          width: '100%',
          p: 1,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
        }}
      />
    </Box>
  );
}
