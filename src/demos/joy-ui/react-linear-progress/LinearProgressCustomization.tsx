import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';

export default function LinearProgressCustomization() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
      <LinearProgress
        determinate
        value={35}
        thickness={10}
        aria-label="Square corners"
        sx={{ '--LinearProgress-radius': '0px' }}
      />
      <LinearProgress
        determinate
        value={70}
        variant="outlined"
        color="success"
        thickness={12}
        aria-label="Outlined with an inset bar"
        sx={{ '--LinearProgress-progressThickness': '6px', '--LinearProgress-progressRadius': '3px' }}
      />
      <LinearProgress
        color="warning"
        aria-label="Loading, faster animation"
        sx={{ '--LinearProgress-circulation': '1.2s ease-in-out infinite' }}
      />
    </Stack>
  );
}
