import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

const TOTAL_FILES = 240;

// Maps any range onto the 0-100 the component expects.
function normalise(value: number, min: number, max: number) {
  return ((value - min) * 100) / (max - min);
}

export default function NonStandardRange() {
  const [done, setDone] = React.useState(90);

  return (
    <Box sx={{ width: '100%', maxWidth: 480, mx: 'auto' }}>
      <Typography id="files-label" variant="body2" gutterBottom>
        {`Imported ${done} of ${TOTAL_FILES} files`}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={normalise(done, 0, TOTAL_FILES)}
        aria-labelledby="files-label"
        aria-valuetext={`${done} of ${TOTAL_FILES} files`}
      />
      <Button
        size="small"
        sx={{ mt: 1 }}
        onClick={() => setDone((previous) => (previous >= TOTAL_FILES ? 0 : previous + 30))}
      >
        Import 30 more
      </Button>
    </Box>
  );
}
