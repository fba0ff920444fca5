import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Snackbar from '@mui/joy/Snackbar';

export default function SnackbarHideDuration() {
  const [open, setOpen] = React.useState(false);
  const [duration, setDuration] = React.useState<number | ''>(3000);

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-end', flexWrap: 'wrap' }}>
      <FormControl size="sm" disabled={open}>
        <FormLabel>autoHideDuration (ms, empty: never)</FormLabel>
        <Input
          type="number"
          value={duration}
          slotProps={{ input: { min: 500, step: 500 } }}
          onChange={(event) =>
            setDuration(event.target.value === '' ? '' : Number(event.target.value))
          }
          sx={{ width: 200 }}
        />
      </FormControl>
      <Button size="sm" disabled={open} onClick={() => setOpen(true)}>
        Show snackbar
      </Button>
      <Snackbar
        role="status"
        variant="solid"
        color="primary"
        open={open}
        autoHideDuration={duration === '' ? null : duration}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') {
            setOpen(false);
          }
        }}
        endDecorator={
          <Button
            size="sm"
            variant="soft"
            color="primary"
            onClick={() => setOpen(false)}
          >
            Dismiss
          </Button>
        }
      >
        {duration === ''
          ? 'This message stays until you dismiss it.'
          : `This message closes after ${duration / 1000} s.`}
      </Snackbar>
    </Box>
  );
}
