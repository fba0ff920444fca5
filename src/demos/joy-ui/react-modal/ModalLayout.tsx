import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import type { ModalDialogProps } from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';

type Layout = NonNullable<ModalDialogProps['layout']>;

export default function ModalLayout() {
  const [layout, setLayout] = React.useState<Layout | null>(null);

  return (
    <React.Fragment>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" color="neutral" onClick={() => setLayout('center')}>
          Center
        </Button>
        <Button variant="outlined" color="neutral" onClick={() => setLayout('fullscreen')}>
          Full screen
        </Button>
      </Stack>
      <Modal open={layout !== null} onClose={() => setLayout(null)}>
        <ModalDialog layout={layout ?? 'center'} aria-labelledby="modal-layout-title">
          <ModalClose aria-label="Close" />
          <DialogTitle id="modal-layout-title">Layout: {layout}</DialogTitle>
          <DialogContent>
            Press Escape, click the close button or (for the centered layout) click the backdrop to
            close this dialog.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
