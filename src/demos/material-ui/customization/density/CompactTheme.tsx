import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useColorScheme, useTheme } from '@mui/material/styles';

const levels = {
  Comfortable: { spacing: 8, fontSize: 14 },
  Compact: { spacing: 6, fontSize: 13 },
  Tight: { spacing: 4, fontSize: 13 },
};

type Level = keyof typeof levels;

export default function CompactTheme() {
  // The page's light or dark mode: useColorScheme knows it when the app uses CSS theme
  // variables (their palette object stays light); otherwise the theme's palette.mode does.
  const { colorScheme } = useColorScheme();
  const outerMode = useTheme().palette.mode;
  const mode = colorScheme ?? outerMode;
  const [level, setLevel] = React.useState<Level>('Compact');
  const theme = React.useMemo(
    () =>
      createTheme({
        palette: { mode },
        spacing: levels[level].spacing,
        typography: { fontSize: levels[level].fontSize },
      }),
    [mode, level],
  );

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={level}
        onChange={(_event, value: Level | null) => value && setLevel(value)}
        aria-label="Density level"
      >
        {Object.keys(levels).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ThemeProvider theme={theme}>
        <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
          <Typography variant="subtitle1" component="p" sx={{ mb: 1 }}>
            Shipping address
          </Typography>
          <Stack spacing={1.5}>
            <TextField label="Street" defaultValue="12 Quay Road" size="small" />
            <Stack direction="row" spacing={1.5}>
              <TextField label="City" defaultValue="Galway" size="small" />
              <TextField label="Postcode" defaultValue="H91 X2Y4" size="small" />
            </Stack>
            <Stack direction="row" spacing={1}>
              <Button variant="contained">Save</Button>
              <Button>Cancel</Button>
            </Stack>
          </Stack>
          <Typography variant="caption" component="p" sx={{ mt: 1.5, fontFamily: 'monospace' }}>
            spacing: {levels[level].spacing}, typography.fontSize: {levels[level].fontSize}
          </Typography>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
