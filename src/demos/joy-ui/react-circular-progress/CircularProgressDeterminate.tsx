import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const values = [25, 50, 75, 100];

export default function CircularProgressDeterminate() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {values.map((value) => (
        <CircularProgress
          key={value}
          determinate
          value={value}
          size="lg"
          color={value === 100 ? 'success' : 'primary'}
          aria-label={`Task ${value}% done`}
        >
          <Typography level="body-xs">{value}%</Typography>
        </CircularProgress>
      ))}
    </Stack>
  );
}
