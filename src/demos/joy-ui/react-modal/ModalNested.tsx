import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';

export default function ModalNested() {
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const [confirmOpen, setConfirmOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setSettingsOpen(true)}>
        Workspace settings
      </Button>
      <Modal open={settingsOpen} onClose={() => setSettingsOpen(false)}>
        <ModalDialog>
          <DialogTitle>Workspace settings</DialogTitle>
          <DialogContent>
            Resetting restores the default theme, notifications and shortcuts.
          </DialogContent>
          <DialogActions>
            <Button color="danger" variant="soft" onClick={() => setConfirmOpen(true)}>
              Reset settings
            </Button>
            <Button variant="plain" color="neutral" onClick={() => setSettingsOpen(false)}>
              Close
            </Button>
          </DialogActions>
          <Modal open={confirmOpen} onClose={() => setConfirmOpen(false)}>
            <ModalDialog role="alertdialog" size="sm">
              <DialogTitle>Reset all settings?</DialogTitle>
              <DialogContent>This cannot be undone.</DialogContent>
              <DialogActions>
                <Button
                  color="danger"
                  onClick={() => {
                    setConfirmOpen(false);
                    setSettingsOpen(false);
                  }}
                >
                  Reset
                </Button>
                <Button
                  variant="plain"
                  color="neutral"
                  onClick={() => setConfirmOpen(false)}
                >
                  Keep settings
                </Button>
              </DialogActions>
            </ModalDialog>
          </Modal>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
