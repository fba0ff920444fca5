import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Anchor = 'left' | 'top' | 'right' | 'bottom';

const anchors: Anchor[] = ['left', 'top', 'right', 'bottom'];

export default function AnchorDrawer() {
  const [anchor, setAnchor] = React.useState<Anchor>('left');
  const [open, setOpen] = React.useState(false);

  const openFrom = (side: Anchor) => {
    setAnchor(side);
    setOpen(true);
  };

  const horizontal = anchor === 'top' || anchor === 'bottom';

  return (
    <div>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {anchors.map((side) => (
          <Button key={side} onClick={() => openFrom(side)}>
            {side}
          </Button>
        ))}
      </Stack>
      <Drawer anchor={anchor} open={open} onClose={() => setOpen(false)}>
        <Box sx={{ width: horizontal ? 'auto' : 280, p: 3 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Filters
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            This drawer slides in from the {anchor}. Press Escape or click the
            backdrop to close it.
          </Typography>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Apply
          </Button>
        </Box>
      </Drawer>
    </div>
  );
}
