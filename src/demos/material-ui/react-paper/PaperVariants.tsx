import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaperVariants() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', p: 1 }}>
      <Paper sx={{ width: 150, p: 2 }}>
        <Typography variant="body2">Elevated (default)</Typography>
      </Paper>
      <Paper variant="outlined" sx={{ width: 150, p: 2 }}>
        <Typography variant="body2">Outlined</Typography>
      </Paper>
      <Paper variant="outlined" sx={{ width: 150, p: 2, bgcolor: 'action.hover' }}>
        <Typography variant="body2">Outlined and tinted</Typography>
      </Paper>
      <Paper elevation={0} sx={{ width: 150, p: 2, bgcolor: 'action.hover' }}>
        <Typography variant="body2">Flat and tinted (elevation 0)</Typography>
      </Paper>
    </Stack>
  );
}
