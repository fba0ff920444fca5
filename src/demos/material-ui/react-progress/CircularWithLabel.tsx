import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function CircularProgressWithLabel({
  value,
  label,
}: {
  value: number;
  label: string;
}) {
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      <CircularProgress
        variant="determinate"
        value={value}
        size={64}
        enableTrackSlot
        aria-label={label}
      />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Typography
          variant="caption"
          component="div"
          sx={{ color: 'text.secondary' }}
        >
          {`${Math.round(value)}%`}
        </Typography>
      </Box>
    </Box>
  );
}

export default function CircularWithLabel() {
  const [progress, setProgress] = React.useState(10);

  React.useEffect(() => {
    const timer = setInterval(() => {
      setProgress((previous) => (previous >= 100 ? 0 : previous + 10));
    }, 800);
    return () => clearInterval(timer);
  }, []);

  return (
    <Stack
      direction="row"
      spacing={4}
      sx={{ justifyContent: 'center', alignItems: 'center' }}
    >
      <CircularProgressWithLabel value={progress} label="Export progress" />
      <CircularProgress
        variant="determinate"
        value={75}
        color="warning"
        aria-label="Disk usage"
      />
      <CircularProgress
        variant="determinate"
        value={25}
        size={24}
        aria-label="Profile completion"
      />
    </Stack>
  );
}
