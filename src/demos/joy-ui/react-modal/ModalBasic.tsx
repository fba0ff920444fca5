import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';

export default function ModalBasic() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Open modal
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog aria-labelledby="modal-basic-title" aria-describedby="modal-basic-text">
          <ModalClose aria-label="Close" />
          <DialogTitle id="modal-basic-title">Release notes</DialogTitle>
          <DialogContent id="modal-basic-text">
            Version 2.4 adds offline mode and fixes the export bug reported last week.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
