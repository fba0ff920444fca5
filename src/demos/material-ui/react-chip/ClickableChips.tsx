import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ClickableChips() {
  const [lastAction, setLastAction] = React.useState('Nothing yet');

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}
      >
        <Chip
          label="Clickable"
          onClick={() => setLastAction('Clicked "Clickable"')}
        />
        <Chip
          label="Clickable outlined"
          variant="outlined"
          onClick={() => setLastAction('Clicked "Clickable outlined"')}
        />
        <Chip
          label="Deletable"
          onDelete={() => setLastAction('Deleted "Deletable"')}
        />
        <Chip
          label="Both"
          color="primary"
          onClick={() => setLastAction('Clicked "Both"')}
          onDelete={() => setLastAction('Deleted "Both"')}
        />
      </Stack>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        Last action: {lastAction}
      </Typography>
    </Stack>
  );
}
