import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';
import WarningRoundedIcon from '@mui/icons-material/WarningRounded';

export default function ModalConfirm() {
  const [open, setOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="soft" color="danger" onClick={() => setOpen(true)}>
        Delete project
      </Button>
      {deleted && (
        <Typography level="body-sm" sx={{ mt: 1 }}>
          The project was deleted (not really, this is a demo).
        </Typography>
      )}
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog variant="outlined" role="alertdialog" aria-labelledby="modal-confirm-title">
          <DialogTitle id="modal-confirm-title">
            <WarningRoundedIcon />
            Delete this project?
          </DialogTitle>
          <Divider />
          <DialogContent>All boards and their history will be removed permanently.</DialogContent>
          <DialogActions>
            <Button
              color="danger"
              onClick={() => {
                setDeleted(true);
                setOpen(false);
              }}
            >
              Delete
            </Button>
            <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
