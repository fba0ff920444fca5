import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const factors = [0.5, 1, 2, 3, 4, 6];

export default function SpacingScale() {
  const [unit, setUnit] = React.useState(8);
  const theme = React.useMemo(() => createTheme({ spacing: unit }), [unit]);

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={unit}
        onChange={(_event, value: number | null) => value && setUnit(value)}
        aria-label="Spacing unit in pixels"
      >
        {[4, 8, 12].map((value) => (
          <ToggleButton key={value} value={value}>
            spacing: {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ThemeProvider theme={theme}>
        <Stack spacing={0.5}>
          {factors.map((factor) => (
            <Stack
              key={factor}
              direction="row"
              spacing={2}
              sx={{ alignItems: 'center' }}
            >
              <Typography
                variant="body2"
                sx={{ width: 180, flexShrink: 0, fontFamily: 'monospace' }}
              >
                spacing({factor}) = {theme.spacing(factor)}
              </Typography>
              <Box
                sx={{
                  width: theme.spacing(factor),
                  height: 12,
                  bgcolor: 'primary.main',
                }}
              />
            </Stack>
          ))}
        </Stack>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2">
            This card has p: 2, and the row below is a Stack with spacing 1.
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            {['A', 'B', 'C'].map((label) => (
              <Box
                key={label}
                sx={{ px: 2, py: 1, bgcolor: 'action.selected' }}
              >
                {label}
              </Box>
            ))}
          </Stack>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
