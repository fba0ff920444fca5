import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export default function CircularSizes() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress size={20} aria-label="Loading, small" />
      <CircularProgress size="2.5rem" aria-label="Loading, default size" />
      <CircularProgress size={56} thickness={2} aria-label="Loading, large and thin" />
      <CircularProgress size={56} thickness={6} aria-label="Loading, large and thick" />
    </Stack>
  );
}
