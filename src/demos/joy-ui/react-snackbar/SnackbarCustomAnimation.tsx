import * as React from 'react';
import { keyframes } from '@emotion/react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';

const inflate = keyframes`
  0% { transform: scale(0); }
  80% { transform: scale(1.08); }
  100% { transform: scale(1); }
`;

const deflate = keyframes`
  0% { transform: scale(1); }
  100% { transform: scale(0); opacity: 0; }
`;

// Must match the keyframes' length, so the snackbar unmounts when the exit animation ends.
const DURATION = 350;

export default function SnackbarCustomAnimation() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="soft" onClick={() => setOpen(true)}>
        Save settings
      </Button>
      <Snackbar
        role="status"
        variant="solid"
        color="primary"
        open={open}
        autoHideDuration={3000}
        animationDuration={DURATION}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') {
            setOpen(false);
          }
        }}
        sx={{
          animation: `${open ? inflate : deflate} ${DURATION}ms forwards`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        Settings saved.
      </Snackbar>
    </React.Fragment>
  );
}
