import Stack from '@mui/joy/Stack';
import Skeleton from '@mui/joy/Skeleton';

export default function SkeletonText() {
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 360 }}>
      <Skeleton variant="text" level="h3" sx={{ width: '60%' }} />
      <Skeleton variant="text" level="body-md" />
      <Skeleton variant="text" level="body-md" />
      <Skeleton variant="text" level="body-md" sx={{ width: '80%' }} />
      <Skeleton variant="text" level="body-xs" sx={{ width: '30%' }} />
    </Stack>
  );
}
