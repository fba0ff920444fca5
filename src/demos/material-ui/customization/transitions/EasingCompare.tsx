import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

const theme = createTheme();
const curves = Object.entries(theme.transitions.easing) as Array<[string, string]>;

export default function EasingCompare() {
  const [end, setEnd] = React.useState(false);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Button variant="outlined" onClick={() => setEnd((value) => !value)} sx={{ alignSelf: 'flex-start' }}>
        {end ? 'Move back' : 'Move'} (1 second each)
      </Button>
      {curves.map(([name, curve]) => (
        <Box key={name}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {name}: {curve}
          </Typography>
          <Box sx={{ height: 20, position: 'relative', bgcolor: 'action.hover', borderRadius: 10 }}>
            <Box
              sx={{
                position: 'absolute',
                top: 2,
                left: end ? 'calc(100% - 18px)' : '2px',
                width: 16,
                height: 16,
                borderRadius: '50%',
                bgcolor: 'secondary.main',
                transition: theme.transitions.create('left', { duration: 1000, easing: curve }),
              }}
            />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
