import * as React from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DirectionStack() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        divider={<Divider orientation="vertical" flexItem />}
        sx={{ alignItems: 'center' }}
      >
        <Typography>Inbox</Typography>
        <Typography>Drafts</Typography>
        <Typography>Sent</Typography>
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        sx={{ justifyContent: 'flex-end' }}
      >
        <Button variant="text">Cancel</Button>
        <Button variant="outlined">Save draft</Button>
        <Button variant="contained">Publish</Button>
      </Stack>
    </Stack>
  );
}
