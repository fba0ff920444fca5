import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function TriggersTooltips() {
  const [open, setOpen] = React.useState(false);

  return (
    <Stack
      direction="row"
      sx={{ justifyContent: 'center', flexWrap: 'wrap', gap: 2 }}
    >
      <Tooltip title="Opens on hover, focus and long press" describeChild>
        <Button variant="outlined">Default</Button>
      </Tooltip>
      <Tooltip
        title="Opens on keyboard focus only"
        disableHoverListener
        describeChild
      >
        <Button variant="outlined">Focus</Button>
      </Tooltip>
      <Tooltip title="Opens on hover only" disableFocusListener describeChild>
        <Button variant="outlined">Hover</Button>
      </Tooltip>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div>
          <Tooltip
            title="Opened by a click; click again, click outside or press Escape to close"
            open={open}
            onClose={() => setOpen(false)}
            disableFocusListener
            disableHoverListener
            disableTouchListener
            describeChild
            slotProps={{ popper: { disablePortal: true } }}
          >
            <Button variant="outlined" onClick={() => setOpen((value) => !value)}>
              Click
            </Button>
          </Tooltip>
        </div>
      </ClickAwayListener>
    </Stack>
  );
}
