import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export default function ControlledTooltip() {
  const [open, setOpen] = React.useState(false);
  const [openings, setOpenings] = React.useState(0);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Tooltip
        title="Saved drafts are kept for 30 days"
        describeChild
        open={open}
        onOpen={() => {
          setOpen(true);
          setOpenings((count) => count + 1);
        }}
        onClose={() => setOpen(false)}
      >
        <Button variant="contained">Save draft</Button>
      </Tooltip>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        The tooltip is {open ? 'open' : 'closed'}; it has opened {openings}{' '}
        {openings === 1 ? 'time' : 'times'}.
      </Typography>
    </Stack>
  );
}
