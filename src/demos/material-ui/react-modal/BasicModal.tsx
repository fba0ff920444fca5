import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

export default function BasicModal() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show shortcuts
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="basic-modal-title"
        aria-describedby="basic-modal-description"
      >
        <Box
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: 'min(400px, calc(100% - 32px))',
            bgcolor: 'background.paper',
            borderRadius: 2,
            boxShadow: 24,
            p: 3,
          }}
        >
          <Typography id="basic-modal-title" variant="h6" component="h2">
            Keyboard shortcuts
          </Typography>
          <Typography id="basic-modal-description" sx={{ mt: 1, mb: 2 }}>
            Press Ctrl+K to search, Ctrl+S to save and Esc to close this window.
          </Typography>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Got it
          </Button>
        </Box>
      </Modal>
    </div>
  );
}
