import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';

export default function SimplePortal() {
  const [show, setShow] = React.useState(false);
  const [target, setTarget] = React.useState<HTMLDivElement | null>(null);

  return (
    <div>
      <Button variant="outlined" onClick={() => setShow((prev) => !prev)}>
        {show ? 'Unmount children' : 'Mount children'}
      </Button>
      <Box
        sx={{ p: 1, my: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Typography variant="body2">
          First box: where the Portal is written in the JSX.
        </Typography>
        {show && (
          <Portal container={target}>
            <Typography variant="body2" sx={{ color: 'primary.main' }}>
              I am rendered in the second box.
            </Typography>
          </Portal>
        )}
      </Box>
      <Box
        ref={setTarget}
        sx={{ p: 1, border: 1, borderColor: 'primary.main', borderRadius: 1 }}
      >
        <Typography variant="body2">
          Second box: the portal container.
        </Typography>
      </Box>
    </div>
  );
}
