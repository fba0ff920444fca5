import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinearProgressDemo() {
  const [progress, setProgress] = React.useState(0);
  const [buffer, setBuffer] = React.useState(10);
  const searchId = React.useId();
  const uploadId = React.useId();
  const videoId = React.useId();

  React.useEffect(() => {
    const timer = setInterval(() => {
      setProgress((previous) => (previous >= 100 ? 0 : previous + 5));
      setBuffer((previous) => (previous >= 100 ? 10 : Math.min(previous + 8, 100)));
    }, 500);
    return () => clearInterval(timer);
  }, []);

  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 480, mx: 'auto' }}>
      <Box>
        <Typography variant="body2" id={searchId} gutterBottom>
          Searching the archive
        </Typography>
        <LinearProgress aria-labelledby={searchId} />
      </Box>
      <Box>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2" id={uploadId} gutterBottom>
            Uploading photos.zip
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {`${progress}%`}
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-labelledby={uploadId}
        />
      </Box>
      <Box>
        <Typography variant="body2" id={videoId} gutterBottom>
          Streaming video (played and buffered)
        </Typography>
        <LinearProgress
          variant="buffer"
          value={Math.min(progress, buffer)}
          valueBuffer={buffer}
          color="secondary"
          aria-labelledby={videoId}
        />
      </Box>
    </Stack>
  );
}
