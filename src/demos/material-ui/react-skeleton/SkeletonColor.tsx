import * as React from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export default function SkeletonColor() {
  return (
    <Box
      aria-hidden
      sx={{
        bgcolor: 'primary.dark',
        p: 3,
        width: '100%',
        maxWidth: 360,
        mx: 'auto',
        borderRadius: 1,
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Skeleton
          variant="circular"
          width={48}
          height={48}
          sx={{ bgcolor: 'primary.light', opacity: 0.6 }}
        />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton sx={{ bgcolor: 'primary.light', opacity: 0.6 }} />
          <Skeleton width="60%" sx={{ bgcolor: 'primary.light', opacity: 0.6 }} />
        </Box>
      </Stack>
      <Skeleton
        variant="rounded"
        height={96}
        animation="wave"
        sx={{ bgcolor: 'primary.light', opacity: 0.6, mt: 2 }}
      />
    </Box>
  );
}
