import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaperCorners() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', p: 1 }}>
      <Paper variant="outlined" sx={{ width: 150, p: 2 }}>
        <Typography variant="body2">Rounded (theme radius)</Typography>
      </Paper>
      <Paper variant="outlined" square sx={{ width: 150, p: 2 }}>
        <Typography variant="body2">square</Typography>
      </Paper>
      <Paper variant="outlined" sx={{ width: 150, p: 2, borderRadius: 3 }}>
        <Typography variant="body2">borderRadius: 3 (three times the theme radius)</Typography>
      </Paper>
      <Paper elevation={2} sx={{ px: 3, py: 1, borderRadius: 999, alignSelf: 'center' }}>
        <Typography variant="body2">Pill</Typography>
      </Paper>
    </Stack>
  );
}
