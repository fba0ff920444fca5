import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';

interface Motion {
  label: string;
  duration: string;
  easing: string;
}

const DEFAULT_MOTION: Motion = { label: 'Default', duration: '0.3s', easing: 'ease' };

const motions: Motion[] = [
  { label: 'Quick', duration: '0.15s', easing: 'ease-out' },
  DEFAULT_MOTION,
  { label: 'Springy', duration: '0.6s', easing: 'cubic-bezier(0.34, 1.56, 0.64, 1)' },
];

export default function DrawerTransition() {
  const [open, setOpen] = React.useState(false);
  const [motion, setMotion] = React.useState<Motion>(DEFAULT_MOTION);

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {motions.map((item) => (
        <Button key={item.label} variant="outlined" color="neutral" onClick={() => {
            setMotion(item);
            setOpen(true);
          }}>
          {item.label}
        </Button>
      ))}
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        sx={{
          '--Drawer-transitionDuration': motion.duration,
          '--Drawer-transitionFunction': motion.easing,
        }}
      >
        <ModalClose aria-label="Close" />
        <DialogTitle>{motion.label} motion</DialogTitle>
        <DialogContent>
          Duration {motion.duration}, timing function {motion.easing}. The backdrop fades over the same duration.
        </DialogContent>
      </Drawer>
    </Stack>
  );
}
