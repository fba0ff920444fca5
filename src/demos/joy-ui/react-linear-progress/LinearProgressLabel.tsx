import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

export default function LinearProgressLabel() {
  const value = 72;

  return (
    <LinearProgress
      determinate
      value={value}
      variant="outlined"
      thickness={28}
      aria-label="Profile completion"
      sx={{ width: '100%', maxWidth: 420, '--LinearProgress-radius': '20px' }}
    >
      <Typography
        level="body-xs"
        textColor="common.white"
        sx={{ fontWeight: 'xl', mixBlendMode: 'difference' }}
      >
        Profile {value}% complete
      </Typography>
    </LinearProgress>
  );
}
