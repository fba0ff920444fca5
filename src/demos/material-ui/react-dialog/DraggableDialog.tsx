import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper, { type PaperProps } from '@mui/material/Paper';
import Draggable from 'react-draggable';

function DraggablePaper(props: PaperProps) {
  // React 19 has no findDOMNode: react-draggable needs a ref to the element it moves.
  const nodeRef = React.useRef<HTMLDivElement>(null);
  return (
    <Draggable
      nodeRef={nodeRef}
      handle=".draggable-dialog-handle"
      cancel='[class*="MuiDialogContent-root"]'
    >
      <Paper {...props} ref={nodeRef} />
    </Draggable>
  );
}

export default function DraggableDialog() {
  const [open, setOpen] = React.useState(false);
  const handleClose = () => setOpen(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open the notes
      </Button>
      <Dialog
        open={open}
        onClose={handleClose}
        slots={{ paper: DraggablePaper }}
        aria-labelledby="draggable-dialog-title"
      >
        <DialogTitle
          id="draggable-dialog-title"
          className="draggable-dialog-handle"
          sx={{ cursor: 'move' }}
        >
          Meeting notes (drag me)
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            Drag the title to move this dialog and read the page beneath it. The
            text here can still be selected, because the content is excluded from
            dragging.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={handleClose}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
