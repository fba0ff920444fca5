import * as React from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

export default function UsageSxCallback() {
  const [urgent, setUrgent] = React.useState(false);

  return (
    <Box sx={{ width: 1 }}>
      <FormControlLabel
        control={
          <Switch checked={urgent} onChange={(event) => setUrgent(event.target.checked)} />
        }
        label="Urgent"
      />
      <Box
        sx={[
          // A whole-object callback: compute several values from the theme.
          (theme: Theme) => ({
            mt: 1,
            p: 2,
            borderLeft: 4,
            borderRadius: 1,
            bgcolor: 'background.paper',
            boxShadow: theme.shadows[1],
            borderColor: urgent ? 'error.main' : 'primary.main',
          }),
          // A value callback: only this property is computed.
          { color: (theme: Theme) => (urgent ? theme.palette.error.main : 'inherit') },
        ]}
      >
        {urgent ? 'Deploy freeze starts at 17:00.' : 'Deploy window is open.'}
      </Box>
    </Box>
  );
}
