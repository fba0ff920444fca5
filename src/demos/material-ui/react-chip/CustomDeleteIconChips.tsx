import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import DeleteIcon from '@mui/icons-material/Delete';

export default function CustomDeleteIconChips() {
  const [confirmed, setConfirmed] = React.useState(false);
  const [archived, setArchived] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}
      >
        <Chip
          label={confirmed ? 'Invite confirmed' : 'Confirm invite'}
          color="success"
          variant={confirmed ? 'filled' : 'outlined'}
          onDelete={() => setConfirmed((value) => !value)}
          deleteIcon={<CheckIcon />}
        />
        <Chip
          label={archived ? 'Draft moved to bin' : 'Draft: Q3 report'}
          onDelete={() => setArchived((value) => !value)}
          deleteIcon={<DeleteIcon />}
          variant="outlined"
        />
      </Stack>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Click the icon at the end of each chip.
      </Typography>
    </Stack>
  );
}
