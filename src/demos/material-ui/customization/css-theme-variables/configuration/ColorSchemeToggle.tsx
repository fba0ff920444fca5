import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  createTheme,
  ThemeProvider,
  useColorScheme,
} from '@mui/material/styles';

const theme = createTheme({
  colorSchemes: { light: true, dark: true },
  cssVariables: {
    // In an app, 'class' or 'data' is enough. This demo scopes its variables
    // to its own box so that it does not restyle the page around it.
    cssVarPrefix: 'demo',
    rootSelector: '.demo-scheme-root',
    colorSchemeSelector: '.demo-scheme-%s',
  },
});

function Preview() {
  const { mode, systemMode, setMode, colorScheme } = useColorScheme();

  return (
    <Box
      className={`demo-scheme-root demo-scheme-${colorScheme ?? 'light'}`}
      sx={{ bgcolor: 'background.default', color: 'text.primary', p: 2 }}
    >
      <RadioGroup
        row
        aria-label="Color mode"
        value={mode ?? ''}
        onChange={(event) =>
          setMode(event.target.value as 'light' | 'dark' | 'system')
        }
      >
        <FormControlLabel value="system" control={<Radio />} label="System" />
        <FormControlLabel value="light" control={<Radio />} label="Light" />
        <FormControlLabel value="dark" control={<Radio />} label="Dark" />
      </RadioGroup>
      <Paper variant="outlined" sx={{ p: 2, mt: 1 }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {mode === undefined
            ? 'Reading the preference...'
            : `mode: ${mode}, system: ${systemMode ?? 'n/a'}, scheme: ${colorScheme}`}
        </Typography>
        <Button variant="contained">Primary action</Button>
      </Paper>
    </Box>
  );
}

export default function ColorSchemeToggle() {
  return (
    <ThemeProvider
      theme={theme}
      // Only needed because this demo lives inside another themed page:
      // its own context, no localStorage, and no class on <html>.
      disableNestedContext
      storageManager={null}
      colorSchemeNode={null}
    >
      <Preview />
    </ThemeProvider>
  );
}
