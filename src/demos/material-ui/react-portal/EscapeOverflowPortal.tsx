import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function EscapeOverflowPortal() {
  const [usePortal, setUsePortal] = React.useState(false);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={usePortal}
            onChange={() => setUsePortal((prev) => !prev)}
          />
        }
        label="Render the badge through a portal"
      />
      <Box
        sx={{
          position: 'relative',
          height: 80,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          borderRadius: 1,
          p: 1,
        }}
      >
        <Typography variant="body2">A card with overflow: hidden</Typography>
        <Portal disablePortal={!usePortal}>
          <Paper
            elevation={6}
            sx={{
              position: usePortal ? 'fixed' : 'absolute',
              right: 24,
              bottom: usePortal ? 24 : -20,
              px: 2,
              py: 1,
              zIndex: 'snackbar',
            }}
          >
            <Typography variant="body2">
              {usePortal
                ? 'In document.body, fixed to the window corner'
                : 'Clipped by the card'}
            </Typography>
          </Paper>
        </Portal>
      </Box>
    </div>
  );
}
