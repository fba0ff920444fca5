import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const message =
  'Reminder: the quarterly planning session moved to Thursday afternoon, please update your calendars and bring the roadmap notes.';

export default function TruncatedStack() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      {[false, true].map((fixed) => (
        <Paper
          key={String(fixed)}
          variant="outlined"
          sx={{ p: 1.5, overflow: 'hidden' }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Avatar sx={{ bgcolor: 'primary.main' }}>R</Avatar>
            <Stack sx={{ minWidth: fixed ? 0 : undefined }}>
              <Typography variant="subtitle2">
                {fixed ? 'With minWidth: 0' : 'Without minWidth'}
              </Typography>
              <Typography
                noWrap
                variant="body2"
                sx={{ color: 'text.secondary' }}
              >
                {message}
              </Typography>
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
