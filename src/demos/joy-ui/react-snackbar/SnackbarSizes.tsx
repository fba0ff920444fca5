import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar, { SnackbarProps } from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';

type Size = NonNullable<SnackbarProps['size']>;

export default function SnackbarSizes() {
  const [size, setSize] = React.useState<Size | null>(null);

  return (
    <Stack direction="row" spacing={1}>
      {(['sm', 'md', 'lg'] as const).map((item) => (
        <Button key={item} variant="outlined" color="neutral" onClick={() => setSize(item)}>
          Show {item}
        </Button>
      ))}
      <Snackbar
        role="status"
        size={size ?? 'md'}
        open={size !== null}
        autoHideDuration={3000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') {
            setSize(null);
          }
        }}
      >
        A snackbar of size {size}.
      </Snackbar>
    </Stack>
  );
}
