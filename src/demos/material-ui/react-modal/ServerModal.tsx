import * as React from 'react';
import Box from '@mui/material/Box';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

export default function ServerModal() {
  const rootRef = React.useRef<HTMLDivElement>(null);

  return (
    <Box
      ref={rootRef}
      sx={{
        width: '100%',
        height: 260,
        flexGrow: 1,
        minWidth: 280,
        // Makes the modal's fixed position relative to this box.
        transform: 'translateZ(0)',
        overflow: 'hidden',
        borderRadius: 1,
      }}
    >
      <Modal
        open
        disablePortal
        disableEnforceFocus
        disableAutoFocus
        container={() => rootRef.current}
        aria-labelledby="server-modal-title"
        aria-describedby="server-modal-description"
        sx={{
          display: 'flex',
          p: 1,
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Box
          sx={{
            position: 'relative',
            width: 'min(360px, 100%)',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            boxShadow: 12,
            p: 3,
          }}
        >
          <Typography id="server-modal-title" variant="h6" component="h2">
            Rendered on the server
          </Typography>
          <Typography id="server-modal-description" sx={{ pt: 1 }}>
            This modal is part of the page HTML: it is open on the first render
            and stays inside its box instead of a portal.
          </Typography>
        </Box>
      </Modal>
    </Box>
  );
}
