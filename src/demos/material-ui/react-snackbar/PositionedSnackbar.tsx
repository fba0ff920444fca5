import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarOrigin } from '@mui/material/Snackbar';

const positions: (SnackbarOrigin & { label: string })[] = [
  { vertical: 'top', horizontal: 'left', label: 'Top left' },
  { vertical: 'top', horizontal: 'center', label: 'Top center' },
  { vertical: 'top', horizontal: 'right', label: 'Top right' },
  { vertical: 'bottom', horizontal: 'left', label: 'Bottom left' },
  { vertical: 'bottom', horizontal: 'center', label: 'Bottom center' },
  { vertical: 'bottom', horizontal: 'right', label: 'Bottom right' },
];

export default function PositionedSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [origin, setOrigin] = React.useState<SnackbarOrigin>({
    vertical: 'bottom',
    horizontal: 'left',
  });

  const handleOpen = (next: SnackbarOrigin) => {
    setOrigin(next);
    setOpen(true);
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 1fr)',
        gap: 1,
        maxWidth: 480,
        mx: 'auto',
      }}
    >
      {positions.map(({ label, vertical, horizontal }) => (
        <Button
          key={label}
          variant="outlined"
          onClick={() => handleOpen({ vertical, horizontal })}
        >
          {label}
        </Button>
      ))}
      <Snackbar
        key={`${origin.vertical}-${origin.horizontal}`}
        anchorOrigin={origin}
        open={open}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        message={`Shown at ${origin.vertical} ${origin.horizontal}`}
      />
    </Box>
  );
}
