import * as React from 'react';
import Box from '@mui/joy/Box';
import Switch from '@mui/joy/Switch';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';

export default function SwitchDecorators() {
  const [dark, setDark] = React.useState(false);

  return (
    <Box
      sx={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Switch
        checked={dark}
        onChange={(event) => setDark(event.target.checked)}
        startDecorator={<LightMode />}
        endDecorator={<DarkMode />}
        slotProps={{ input: { 'aria-label': 'Dark theme' } }}
      />
      <Switch
        size="lg"
        variant="outlined"
        defaultChecked
        slotProps={{
          input: { 'aria-label': 'Sound' },
          track: ({ checked }) => ({
            children: (
              <Box
                component="span"
                sx={{
                  width: '100%',
                  display: 'flex',
                  justifyContent: 'space-between',
                  px: 0.75,
                  fontSize: 'xs',
                  fontWeight: 'lg',
                }}
              >
                <span aria-hidden>{checked ? 'On' : ''}</span>
                <span aria-hidden>{checked ? '' : 'Off'}</span>
              </Box>
            ),
          }),
        }}
        sx={{ '--Switch-trackWidth': '64px' }}
      />
      <Switch
        size="sm"
        color="danger"
        slotProps={{ input: { 'aria-label': 'Small' } }}
      />
    </Box>
  );
}
