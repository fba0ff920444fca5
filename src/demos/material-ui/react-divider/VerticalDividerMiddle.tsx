import * as React from 'react';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Followers', value: '1,204' },
  { label: 'Following', value: '318' },
  { label: 'Posts', value: '96' },
];

export default function VerticalDividerMiddle() {
  return (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', width: 'fit-content', mx: 'auto', py: 1 }}
    >
      {stats.map((stat, index) => (
        <React.Fragment key={stat.label}>
          {index > 0 && <Divider orientation="vertical" variant="middle" flexItem />}
          <Stack sx={{ alignItems: 'center', px: 3, py: 1 }}>
            <Typography variant="h6" component="div">
              {stat.value}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {stat.label}
            </Typography>
          </Stack>
        </React.Fragment>
      ))}
    </Paper>
  );
}
