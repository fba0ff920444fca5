import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const square = <Box sx={{ width: 40, height: 40, bgcolor: 'action.selected' }} />;
const circle = (
  <Box
    sx={{ width: 40, height: 40, bgcolor: 'action.selected', borderRadius: '50%' }}
  />
);

export default function BadgeOverlap() {
  return (
    <Stack
      direction="row"
      spacing={5}
      sx={{ justifyContent: 'center', flexWrap: 'wrap' }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <Stack direction="row" spacing={3}>
          <Badge color="secondary" badgeContent={2}>
            {square}
          </Badge>
          <Badge color="secondary" variant="dot">
            {square}
          </Badge>
        </Stack>
        <Typography variant="caption">rectangular on a square</Typography>
      </Stack>
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <Stack direction="row" spacing={3}>
          <Badge color="secondary" overlap="circular" badgeContent={2}>
            {circle}
          </Badge>
          <Badge color="secondary" overlap="circular" variant="dot">
            {circle}
          </Badge>
        </Stack>
        <Typography variant="caption">circular on a circle</Typography>
      </Stack>
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <Stack direction="row" spacing={3}>
          <Badge color="secondary" badgeContent={2}>
            {circle}
          </Badge>
          <Badge color="secondary" variant="dot">
            {circle}
          </Badge>
        </Stack>
        <Typography variant="caption">rectangular on a circle</Typography>
      </Stack>
    </Stack>
  );
}
