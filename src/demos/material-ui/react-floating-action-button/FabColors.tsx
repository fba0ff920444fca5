import * as React from 'react';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import DeleteIcon from '@mui/icons-material/Delete';
import Fab from '@mui/material/Fab';
import InfoIcon from '@mui/icons-material/Info';
import Stack from '@mui/material/Stack';
import WarningIcon from '@mui/icons-material/Warning';

export default function FabColors() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Fab aria-label="Add, default color">
        <AddIcon />
      </Fab>
      <Fab color="success" aria-label="Mark done">
        <CheckIcon />
      </Fab>
      <Fab color="info" aria-label="Show details">
        <InfoIcon />
      </Fab>
      <Fab color="warning" aria-label="Report a problem">
        <WarningIcon />
      </Fab>
      <Fab color="error" aria-label="Delete all">
        <DeleteIcon />
      </Fab>
    </Stack>
  );
}
