import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

export default function FabSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [count, setCount] = React.useState(0);

  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: 420,
        height: 240,
        mx: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        p: 2,
      }}
    >
      <Typography variant="body2">Notes in this list: {count}</Typography>
      <Fab
        color="primary"
        aria-label="Add a note"
        onClick={() => {
          setCount((value) => value + 1);
          setOpen(true);
        }}
        sx={{ position: 'absolute', right: 16, bottom: 16 }}
      >
        <AddIcon />
      </Fab>
      <Snackbar
        open={open}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        message="Note added"
        // Inside this box and above the button: 16 px margin + 56 px button + 8 px gap.
        sx={{ position: 'absolute', left: 16, right: 16, bottom: 80 }}
      />
    </Box>
  );
}
