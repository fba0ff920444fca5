import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useColorScheme, useTheme } from '@mui/material/styles';

const stacks = {
  Roboto: '"Roboto", "Helvetica", "Arial", sans-serif',
  System: 'system-ui, -apple-system, "Segoe UI", sans-serif',
  Serif: 'Georgia, "Times New Roman", serif',
  Mono: '"SFMono-Regular", Consolas, "Liberation Mono", monospace',
};

type StackName = keyof typeof stacks;

export default function FontFamilyPicker() {
  // The page's light or dark mode: useColorScheme knows it when the app uses CSS theme
  // variables (their palette object stays light); otherwise the theme's palette.mode does.
  const { colorScheme } = useColorScheme();
  const outerMode = useTheme().palette.mode;
  const mode = colorScheme ?? outerMode;
  const [name, setName] = React.useState<StackName>('Serif');
  const theme = React.useMemo(
    () => createTheme({ palette: { mode }, typography: { fontFamily: stacks[name] } }),
    [mode, name],
  );

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={name}
        onChange={(_event, value: StackName | null) => value && setName(value)}
        aria-label="Font family"
      >
        {Object.keys(stacks).map((key) => (
          <ToggleButton key={key} value={key}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ThemeProvider theme={theme}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="overline" component="p">
            Field notes
          </Typography>
          <Typography variant="h5" component="p" gutterBottom>
            Tide pools of the northern coast
          </Typography>
          <Typography variant="body1" sx={{ mb: 2 }}>
            Every variant without its own fontFamily follows the theme, including
            buttons and captions.
          </Typography>
          <Button variant="contained">Read the guide</Button>
          <Typography variant="caption" component="p" sx={{ mt: 2, fontFamily: 'monospace' }}>
            fontFamily: {stacks[name]}
          </Typography>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
