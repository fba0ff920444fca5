import * as React from 'react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const animations = [
  { label: 'pulse (default)', value: 'pulse' },
  { label: 'wave', value: 'wave' },
  { label: 'false', value: false },
] as const;

export default function SkeletonAnimations() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360, mx: 'auto' }}>
      {animations.map(({ label, value }) => (
        <div key={label}>
          <Typography
            variant="caption"
            component="div"
            sx={{ color: 'text.secondary' }}
          >
            {`animation="${label}"`}
          </Typography>
          <Skeleton animation={value} height={32} />
        </div>
      ))}
    </Stack>
  );
}
