import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';

const inputs = [
  'oklch(0.55 0.2 290)',
  'color(display-p3 0.1 0.5 0.35)',
  'hsl(200 80% 40%)',
];

function Swatches() {
  const theme = useTheme();
  const main = (theme.vars || theme).palette.primary.main;
  // With nativeColor, these helpers return CSS color functions.
  const rows = [
    { label: 'main', value: main },
    { label: 'theme.lighten(main, 0.5)', value: theme.lighten(main, 0.5) },
    { label: 'theme.darken(main, 0.4)', value: theme.darken(main, 0.4) },
    { label: 'theme.alpha(main, 0.25)', value: theme.alpha(main, 0.25) },
  ];
  return (
    <Stack spacing={1}>
      {rows.map((row) => (
        <Stack
          key={row.label}
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center' }}
        >
          <Box
            sx={{
              width: 40,
              height: 24,
              flexShrink: 0,
              borderRadius: 0.5,
              border: 1,
              borderColor: 'divider',
            }}
            style={{ backgroundColor: row.value }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{row.label}</Typography>
            <Typography
              variant="caption"
              component="code"
              sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
            >
              {row.value}
            </Typography>
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

export default function NativeColorHelpers() {
  const [input, setInput] = React.useState('oklch(0.55 0.2 290)');
  const theme = React.useMemo(
    () =>
      createTheme({
        cssVariables: {
          nativeColor: true,
          cssVarPrefix: 'helpers',
          rootSelector: '.helpers-root',
        },
        palette: { primary: { main: input } },
      }),
    [input],
  );

  return (
    <ThemeProvider theme={theme}>
      <Paper className="helpers-root" variant="outlined" sx={{ p: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={input}
          onChange={(_event, value: string | null) => value && setInput(value)}
          aria-label="Primary color input"
          sx={{ flexWrap: 'wrap', mb: 2 }}
        >
          {inputs.map((value) => (
            <ToggleButton
              key={value}
              value={value}
              sx={{ textTransform: 'none' }}
            >
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Swatches />
      </Paper>
    </ThemeProvider>
  );
}
