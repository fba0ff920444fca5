import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

export default function SnackbarAction() {
  const [open, setOpen] = React.useState(false);
  const [count, setCount] = React.useState(3);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button
        color="danger"
        variant="soft"
        disabled={count === 0}
        onClick={() => {
          setCount((value) => value - 1);
          setOpen(true);
        }}
      >
        Delete a file
      </Button>
      <Typography level="body-sm">Files: {count}</Typography>
      <Snackbar
        role="alert"
        open={open}
        variant="soft"
        color="success"
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        autoHideDuration={5000}
        onClose={() => setOpen(false)}
        startDecorator={<CheckCircleIcon />}
        endDecorator={
          <Button
            size="sm"
            variant="soft"
            color="success"
            onClick={() => {
              setCount((value) => value + 1);
              setOpen(false);
            }}
          >
            Undo
          </Button>
        }
      >
        File moved to the trash.
      </Snackbar>
    </Stack>
  );
}
