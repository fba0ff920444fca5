import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import type { DrawerProps } from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';

type Anchor = NonNullable<DrawerProps['anchor']>;

const anchors: Anchor[] = ['left', 'top', 'right', 'bottom'];

export default function DrawerAnchor() {
  const [anchor, setAnchor] = React.useState<Anchor | null>(null);

  return (
    <React.Fragment>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {anchors.map((item) => (
          <Button key={item} variant="outlined" color="neutral" onClick={() => setAnchor(item)}>
            {item}
          </Button>
        ))}
      </Stack>
      <Drawer
        anchor={anchor ?? 'left'}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        size="sm"
      >
        <ModalClose aria-label="Close" />
        <DialogTitle>Anchored {anchor}</DialogTitle>
        <DialogContent sx={{ px: 2 }}>
          Size &quot;sm&quot; sets the drawer width (left and right) or height (top and bottom).
        </DialogContent>
      </Drawer>
    </React.Fragment>
  );
}
