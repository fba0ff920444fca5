import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog, { ModalDialogProps } from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';

type Variant = NonNullable<ModalDialogProps['variant']>;

const variants: Variant[] = ['plain', 'outlined', 'soft', 'solid'];

export default function ModalVariants() {
  const [variant, setVariant] = React.useState<Variant | null>(null);

  return (
    <React.Fragment>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {variants.map((item) => (
          <Button
            key={item}
            variant="outlined"
            color="neutral"
            onClick={() => setVariant(item)}
          >
            {item}
          </Button>
        ))}
      </Stack>
      <Modal open={variant !== null} onClose={() => setVariant(null)}>
        <ModalDialog variant={variant ?? 'outlined'} color="primary">
          <ModalClose aria-label="Close" />
          <DialogTitle>A {variant} dialog</DialogTitle>
          <DialogContent>
            The variant and color apply to the dialog surface. Text and the close
            button follow them.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
