import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

const theme = createTheme();
const durations = (Object.entries(theme.transitions.duration) as Array<[string, number]>).sort(
  (a, b) => a[1] - b[1],
);

export default function DurationRace() {
  const [end, setEnd] = React.useState(false);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Button variant="outlined" onClick={() => setEnd((value) => !value)} sx={{ alignSelf: 'flex-start' }}>
        {end ? 'Move back' : 'Move'}
      </Button>
      {durations.map(([name, ms]) => (
        <Stack key={name} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', width: 200, flexShrink: 0 }}>
            {name} ({ms}ms)
          </Typography>
          <Box sx={{ flex: 1, height: 20, position: 'relative', bgcolor: 'action.hover', borderRadius: 10 }}>
            <Box
              sx={{
                position: 'absolute',
                top: 2,
                left: end ? 'calc(100% - 18px)' : '2px',
                width: 16,
                height: 16,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                transition: theme.transitions.create('left', {
                  duration: ms,
                  easing: theme.transitions.easing.easeInOut,
                }),
              }}
            />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
