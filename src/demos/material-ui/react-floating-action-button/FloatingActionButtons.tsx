import * as React from 'react';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Fab from '@mui/material/Fab';
import FavoriteIcon from '@mui/icons-material/Favorite';
import NavigationIcon from '@mui/icons-material/Navigation';
import Stack from '@mui/material/Stack';

export default function FloatingActionButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Fab color="primary" aria-label="Add item">
        <AddIcon />
      </Fab>
      <Fab color="secondary" aria-label="Edit item">
        <EditIcon />
      </Fab>
      <Fab variant="extended">
        <NavigationIcon sx={{ mr: 1 }} />
        Start route
      </Fab>
      <Fab disabled aria-label="Add to favorites">
        <FavoriteIcon />
      </Fab>
    </Stack>
  );
}
