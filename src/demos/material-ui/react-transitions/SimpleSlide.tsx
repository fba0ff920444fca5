import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';

export default function SimpleSlide() {
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{ height: 150, overflow: 'hidden' }}>
      <Button variant="outlined" onClick={() => setOpen((prev) => !prev)}>
        {open ? 'Hide' : 'Show'} cookie notice
      </Button>
      <Slide direction="up" in={open} mountOnEnter unmountOnExit>
        <Paper elevation={4} sx={{ mt: 2, p: 2, maxWidth: 360 }}>
          <Typography variant="body2">
            We use one cookie to remember your color mode. It comes in from the
            bottom edge of the window.
          </Typography>
        </Paper>
      </Slide>
    </Box>
  );
}
