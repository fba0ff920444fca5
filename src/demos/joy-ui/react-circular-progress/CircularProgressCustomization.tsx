import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CircularProgressCustomization() {
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <CircularProgress
        determinate
        value={40}
        size="lg"
        aria-label="Storage used, 40%"
        sx={{
          '--CircularProgress-trackColor': 'var(--joy-palette-neutral-outlinedBorder)',
          '--CircularProgress-progressColor': 'var(--joy-palette-warning-500)',
          '--CircularProgress-linecap': 'butt',
        }}
      >
        <Typography level="body-xs">40%</Typography>
      </CircularProgress>
      <CircularProgress
        size="lg"
        variant="plain"
        aria-label="Syncing"
        slotProps={{ progress: { sx: { strokeDasharray: '40 200' } } }}
      />
    </Stack>
  );
}
