import * as React from 'react';
import AddIcon from '@mui/icons-material/Add';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';

export default function FabSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Fab size="small" color="primary" aria-label="Add, small">
          <AddIcon />
        </Fab>
        <Fab size="medium" color="primary" aria-label="Add, medium">
          <AddIcon />
        </Fab>
        <Fab color="primary" aria-label="Add, large">
          <AddIcon />
        </Fab>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Fab variant="extended" size="small" color="success">
          <AddIcon sx={{ mr: 0.5 }} />
          Small
        </Fab>
        <Fab variant="extended" size="medium" color="success">
          <AddIcon sx={{ mr: 0.5 }} />
          Medium
        </Fab>
        <Fab variant="extended" color="success">
          <AddIcon sx={{ mr: 1 }} />
          Large
        </Fab>
      </Stack>
    </Stack>
  );
}
