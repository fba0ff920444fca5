import * as React from 'react';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const figures = [
  { label: 'Visitors', value: '12.4k' },
  { label: 'Sign-ups', value: '318' },
  { label: 'Conversion', value: '2.6%' },
];

export default function DividerStack() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          direction="row"
          spacing={2}
          divider={<Divider orientation="vertical" flexItem />}
          sx={{ justifyContent: 'space-around' }}
        >
          {figures.map((figure) => (
            <div key={figure.label}>
              <Typography variant="h6" component="p">
                {figure.value}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {figure.label}
              </Typography>
            </div>
          ))}
        </Stack>
      </Paper>
      <Paper variant="outlined">
        <Stack divider={<Divider />}>
          {['Weekly digest', 'Mentions', 'Security alerts'].map((item) => (
            <Typography key={item} sx={{ px: 2, py: 1.5 }}>
              {item}
            </Typography>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
