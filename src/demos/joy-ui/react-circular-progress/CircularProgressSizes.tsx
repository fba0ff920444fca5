import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';

export default function CircularProgressSizes() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <CircularProgress size="sm" aria-label="Loading small" />
      <CircularProgress size="md" color="success" aria-label="Loading medium" />
      <CircularProgress size="lg" variant="solid" color="warning" aria-label="Loading large" />
      <CircularProgress size="lg" variant="plain" color="neutral" aria-label="Loading plain" />
    </Stack>
  );
}
