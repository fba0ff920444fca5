import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog, { ModalDialogProps } from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';

type Size = NonNullable<ModalDialogProps['size']>;

export default function ModalSizes() {
  const [size, setSize] = React.useState<Size | null>(null);

  return (
    <React.Fragment>
      <Stack direction="row" spacing={1}>
        {(['sm', 'md', 'lg'] as const).map((item) => (
          <Button key={item} variant="soft" onClick={() => setSize(item)}>
            Open {item}
          </Button>
        ))}
      </Stack>
      <Modal open={size !== null} onClose={() => setSize(null)}>
        <ModalDialog size={size ?? 'md'}>
          <ModalClose aria-label="Close" />
          <DialogTitle>Size {size}</DialogTitle>
          <DialogContent>
            Padding, gaps and the title and content typography scale with the size.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
