import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';

export default function LinearProgressVariants() {
  return (
    <Stack spacing={2.5} sx={{ width: '100%' }}>
      <LinearProgress aria-label="Loading (soft)" />
      <LinearProgress variant="solid" color="success" aria-label="Loading (solid)" />
      <LinearProgress variant="outlined" color="warning" aria-label="Loading (outlined)" />
      <LinearProgress variant="plain" color="danger" aria-label="Loading (plain)" />
    </Stack>
  );
}
