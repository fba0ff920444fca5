import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

export default function DrawerSheetContent() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="soft" onClick={() => setOpen(true)}>
        Filters
      </Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        variant="plain"

        slotProps={{
          content: {
            sx: {
              bgcolor: 'transparent',
              p: { xs: 0, sm: 2 },
              boxShadow: 'none',
            },
          },
        }}
      >
        <Sheet
          sx={{
            borderRadius: { xs: 0, sm: 'md' },
            p: 2,
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
            height: '100%',
          }}
        >
          <DialogTitle>Filters</DialogTitle>
          <ModalClose aria-label="Close" />
          <Divider />
          <DialogContent>
            <Stack spacing={1.5}>
              <Checkbox label="In stock only" defaultChecked />
              <Checkbox label="Free shipping" />
              <Checkbox label="On sale" />
            </Stack>
          </DialogContent>
          <Button onClick={() => setOpen(false)}>Show results</Button>
        </Sheet>
      </Drawer>
    </React.Fragment>
  );
}
