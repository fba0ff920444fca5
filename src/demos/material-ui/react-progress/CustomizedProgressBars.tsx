import * as React from 'react';
import CircularProgress, {
  circularProgressClasses,
} from '@mui/material/CircularProgress';
import LinearProgress, { linearProgressClasses } from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const ThickLinearProgress = styled(LinearProgress)(({ theme }) => ({
  height: 10,
  borderRadius: 5,
  [`&.${linearProgressClasses.colorPrimary}`]: {
    backgroundColor: theme.palette.action.selected,
  },
  [`& .${linearProgressClasses.bar}`]: {
    borderRadius: 5,
    backgroundColor: theme.palette.success.main,
  },
}));

function TrackedSpinner() {
  return (
    <Stack sx={{ position: 'relative', width: 40, height: 40 }}>
      <CircularProgress
        variant="determinate"
        value={100}
        thickness={5}
        aria-hidden
        sx={{ color: 'action.selected', position: 'absolute' }}
      />
      <CircularProgress
        disableShrink
        thickness={5}
        aria-label="Refreshing the feed"
        sx={{
          position: 'absolute',
          color: 'info.main',
          animationDuration: '600ms',
          [`& .${circularProgressClasses.circle}`]: { strokeLinecap: 'round' },
        }}
      />
    </Stack>
  );
}

export default function CustomizedProgressBars() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 480, mx: 'auto' }}>
      <TrackedSpinner />
      <ThickLinearProgress variant="determinate" value={60} aria-label="Course progress" />
    </Stack>
  );
}
