import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import AddIcon from '@mui/icons-material/Add';

export default function ModalForm() {
  const [open, setOpen] = React.useState(false);
  const [projects, setProjects] = React.useState<string[]>(['Website refresh']);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button startDecorator={<AddIcon />} onClick={() => setOpen(true)}>
        New project
      </Button>
      <Typography level="body-sm">Projects: {projects.join(', ')}</Typography>
      <Modal
        open={open}
        onClose={(_event, reason) => {
          // A stray click on the backdrop must not throw away what was typed.
          if (reason !== 'backdropClick') {
            setOpen(false);
          }
        }}
      >
        <ModalDialog>
          <DialogTitle>Create a project</DialogTitle>
          <DialogContent>Fill in the details of the project.</DialogContent>
          <form
            onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
              event.preventDefault();
              const data = new FormData(event.currentTarget);
              const field = data.get('name');
              const name = typeof field === 'string' ? field.trim() : '';
              if (name) {
                setProjects((items) => [...items, name]);
              }
              setOpen(false);
            }}
          >
            <Stack spacing={2}>
              <FormControl required>
                <FormLabel>Name</FormLabel>
                <Input name="name" autoFocus />
              </FormControl>
              <FormControl>
                <FormLabel>Description</FormLabel>
                <Input name="description" />
              </FormControl>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button
                  variant="plain"
                  color="neutral"
                  onClick={() => setOpen(false)}
                >
                  Cancel
                </Button>
                <Button type="submit">Create</Button>
              </Stack>
            </Stack>
          </form>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
