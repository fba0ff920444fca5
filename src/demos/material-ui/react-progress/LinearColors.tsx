import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';

export default function LinearColors() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480, mx: 'auto' }}>
      <LinearProgress color="secondary" aria-label="Loading, secondary colour" />
      <LinearProgress color="success" variant="determinate" value={70} aria-label="Backup" />
      <LinearProgress color="warning" variant="determinate" value={85} aria-label="Storage used" />
      <LinearProgress color="inherit" aria-label="Loading, inherited colour" />
    </Stack>
  );
}
