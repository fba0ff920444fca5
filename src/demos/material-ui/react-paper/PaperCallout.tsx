import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaperCallout() {
  return (
    <Paper
      component="section"
      aria-labelledby="storage-callout-title"
      variant="outlined"
      sx={{ p: 3, maxWidth: 520, bgcolor: 'action.hover' }}
    >
      <Typography
        id="storage-callout-title"
        variant="h6"
        component="h3"
        gutterBottom
      >
        Storage almost full
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        You have used 9.2 GB of your 10 GB. Delete old backups or upgrade your plan
        to keep syncing new files.
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" size="small">
          Upgrade
        </Button>
        <Button size="small" color="inherit">
          Manage backups
        </Button>
      </Stack>
    </Paper>
  );
}
