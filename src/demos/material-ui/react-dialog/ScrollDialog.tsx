import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

const clauses = Array.from(
  { length: 24 },
  (_, index) =>
    `${index + 1}. The service keeps your data for as long as your account is open and for thirty days after you close it, unless the law requires otherwise.`,
);

export default function ScrollDialog() {
  const [open, setOpen] = React.useState(false);
  const [scroll, setScroll] = React.useState<DialogProps['scroll']>('paper');
  const descriptionRef = React.useRef<HTMLDivElement>(null);

  const handleOpen = (nextScroll: DialogProps['scroll']) => {
    setScroll(nextScroll);
    setOpen(true);
  };

  React.useEffect(() => {
    if (open) {
      descriptionRef.current?.focus();
    }
  }, [open]);

  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
      <Button variant="outlined" onClick={() => handleOpen('paper')}>
        scroll=paper
      </Button>
      <Button variant="outlined" onClick={() => handleOpen('body')}>
        scroll=body
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        scroll={scroll}
        aria-labelledby="scroll-dialog-title"
        aria-describedby="scroll-dialog-description"
      >
        <DialogTitle id="scroll-dialog-title">Terms of service</DialogTitle>
        <DialogContent dividers={scroll === 'paper'}>
          <DialogContentText
            id="scroll-dialog-description"
            ref={descriptionRef}
            tabIndex={-1}
            component="div"
          >
            {clauses.map((clause) => (
              <p key={clause}>{clause}</p>
            ))}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Decline</Button>
          <Button onClick={() => setOpen(false)}>Accept</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
