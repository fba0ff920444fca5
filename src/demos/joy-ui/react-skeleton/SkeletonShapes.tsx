import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';

export default function SkeletonShapes() {
  return (
    <Stack direction="row" spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <Skeleton variant="circular" width={48} height={48} />
      <Box sx={{ flex: 1 }}>
        <Skeleton variant="text" level="title-md" width="60%" />
        <Skeleton variant="text" level="body-sm" />
        <Skeleton variant="text" level="body-sm" width="80%" />
        <Skeleton variant="rectangular" height={96} animation="wave" sx={{ mt: 1 }} />
      </Box>
    </Stack>
  );
}
