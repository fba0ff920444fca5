import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Query = 'idle' | 'progress' | 'success';

export default function DelayingAppearance() {
  const [query, setQuery] = React.useState<Query>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleClick = () => {
    clearTimeout(timer.current);
    if (query !== 'idle') {
      setQuery('idle');
      return;
    }
    setQuery('progress');
    timer.current = setTimeout(() => setQuery('success'), 2000);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center' }}>
        {query === 'success' ? (
          <Typography role="status">Search finished: 12 results.</Typography>
        ) : (
          <Fade
            in={query === 'progress'}
            style={{ transitionDelay: query === 'progress' ? '800ms' : '0ms' }}
            unmountOnExit
          >
            <CircularProgress aria-label="Searching" />
          </Fade>
        )}
      </Box>
      <Button variant="outlined" onClick={handleClick}>
        {query !== 'idle' ? 'Reset' : 'Search'}
      </Button>
    </Stack>
  );
}
