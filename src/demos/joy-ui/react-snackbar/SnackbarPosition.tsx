import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Snackbar, { SnackbarOrigin } from '@mui/joy/Snackbar';

interface Position {
  label: string;
  origin: SnackbarOrigin;
}

const positions: Position[] = [
  { label: 'Top left', origin: { vertical: 'top', horizontal: 'left' } },
  { label: 'Top center', origin: { vertical: 'top', horizontal: 'center' } },
  { label: 'Top right', origin: { vertical: 'top', horizontal: 'right' } },
  { label: 'Bottom left', origin: { vertical: 'bottom', horizontal: 'left' } },
  { label: 'Bottom center', origin: { vertical: 'bottom', horizontal: 'center' } },
  { label: 'Bottom right', origin: { vertical: 'bottom', horizontal: 'right' } },
];

export default function SnackbarPosition() {
  const [open, setOpen] = React.useState(false);
  const [position, setPosition] = React.useState<Position>({
    label: 'Bottom right',
    origin: { vertical: 'bottom', horizontal: 'right' },
  });

  return (
    <React.Fragment>
      <Box
        role="group"
        aria-label="Snackbar position"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 140px))',
          gap: 1,
        }}
      >
        {positions.map((item) => (
          <Button
            key={item.label}
            size="sm"
            variant="outlined"
            color="neutral"
            onClick={() => {
              setPosition(item);
              setOpen(true);
            }}
          >
            {item.label}
          </Button>
        ))}
      </Box>
      <Snackbar
        key={position.label}
        role="status"
        anchorOrigin={position.origin}
        open={open}
        autoHideDuration={3000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') {
            setOpen(false);
          }
        }}
      >
        Shown at {position.label.toLowerCase()}.
      </Snackbar>
    </React.Fragment>
  );
}
