import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import ModalOverflow from '@mui/joy/ModalOverflow';
import Stack from '@mui/joy/Stack';

const terms = Array.from(
  { length: 24 },
  (_, index) =>
    `Clause ${index + 1}. The service is provided as described on the order form, and either party may end it with thirty days' notice.`,
);

type Mode = 'content' | 'body';

export default function ModalScrollable() {
  const [mode, setMode] = React.useState<Mode | null>(null);

  const dialog = (
    <ModalDialog aria-labelledby="terms-title">
      <ModalClose aria-label="Close" />
      <DialogTitle id="terms-title">Terms of service</DialogTitle>
      <DialogContent>
        <List>
          {terms.map((term) => (
            <ListItem key={term}>{term}</ListItem>
          ))}
        </List>
      </DialogContent>
    </ModalDialog>
  );

  return (
    <React.Fragment>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" color="neutral" onClick={() => setMode('content')}>
          Scroll the content
        </Button>
        <Button variant="outlined" color="neutral" onClick={() => setMode('body')}>
          Scroll the whole dialog
        </Button>
      </Stack>
      <Modal open={mode !== null} onClose={() => setMode(null)}>
        {mode === 'body' ? <ModalOverflow>{dialog}</ModalOverflow> : dialog}
      </Modal>
    </React.Fragment>
  );
}
