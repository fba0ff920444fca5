import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const panel = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(420px, calc(100% - 32px))',
  bgcolor: 'background.paper',
  borderRadius: 2,
  boxShadow: 24,
  p: 3,
} as const;

function ConfirmDelete({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button color="error" onClick={() => setOpen(true)}>
        Delete project
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <Box
          role="dialog"
          aria-modal="true"
          aria-labelledby="nested-modal-confirm-title"
          sx={{ ...panel, width: 'min(320px, calc(100% - 32px))' }}
        >
          <Typography
            id="nested-modal-confirm-title"
            variant="h6"
            component="h3"
          >
            Delete this project?
          </Typography>
          <Typography sx={{ mt: 1, mb: 2 }}>
            Its boards and files are removed for every member.
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'flex-end' }}
          >
            <Button onClick={() => setOpen(false)}>Keep it</Button>
            <Button
              variant="contained"
              color="error"
              onClick={() => {
                setOpen(false);
                onDeleted();
              }}
            >
              Delete
            </Button>
          </Stack>
        </Box>
      </Modal>
    </React.Fragment>
  );
}

export default function NestedModal() {
  const [open, setOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Project settings
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {deleted ? 'Project deleted.' : 'Project: Spring launch'}
      </Typography>
      <Modal open={open} onClose={() => setOpen(false)}>
        <Box
          role="dialog"
          aria-modal="true"
          aria-labelledby="nested-modal-title"
          sx={panel}
        >
          <Typography id="nested-modal-title" variant="h6" component="h2">
            Project settings
          </Typography>
          <Typography sx={{ mt: 1, mb: 2 }}>
            Rename, archive or delete the Spring launch project. Deleting asks
            for a confirmation in a second modal on top of this one.
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between' }}
          >
            <ConfirmDelete
              onDeleted={() => {
                setDeleted(true);
                setOpen(false);
              }}
            />
            <Button variant="contained" onClick={() => setOpen(false)}>
              Done
            </Button>
          </Stack>
        </Box>
      </Modal>
    </Stack>
  );
}
