import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress, {
  type LinearProgressProps,
} from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

function LinearProgressWithLabel(props: LinearProgressProps & { value: number }) {
  const { value, ...other } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Box sx={{ flexGrow: 1, mr: 1 }}>
        <LinearProgress variant="determinate" value={value} {...other} />
      </Box>
      <Typography variant="body2" sx={{ minWidth: 40, color: 'text.secondary' }}>
        {`${Math.round(value)}%`}
      </Typography>
    </Box>
  );
}

export default function LinearWithValueLabel() {
  const [progress, setProgress] = React.useState(10);

  React.useEffect(() => {
    const timer = setInterval(() => {
      setProgress((previous) => (previous >= 100 ? 10 : previous + 10));
    }, 800);
    return () => clearInterval(timer);
  }, []);

  return (
    <Box sx={{ width: '100%', maxWidth: 480, mx: 'auto' }}>
      <LinearProgressWithLabel value={progress} aria-label="Converting video" />
    </Box>
  );
}
