import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';

const thicknesses = [2, 4, 8, 12];

export default function CircularProgressThickness() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {thicknesses.map((thickness) => (
        <CircularProgress
          key={thickness}
          determinate
          value={66}
          thickness={thickness}
          aria-label={`Stroke ${thickness}px`}
          sx={{ '--CircularProgress-size': '72px' }}
        />
      ))}
      <CircularProgress
        thickness={3}
        variant="plain"
        color="neutral"
        aria-label="Loading"
        sx={{ '--CircularProgress-size': '32px' }}
      />
    </Stack>
  );
}
