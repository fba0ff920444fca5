import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// Adds overrides to the theme of the app around it: every Button and
// TextField below this provider changes, and nothing outside it does.
function withOverrides(outerTheme: Theme): Theme {
  return {
    ...outerTheme,
    components: {
      ...outerTheme.components,
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: 20, textTransform: 'none', fontWeight: 600 },
        },
      },
      MuiOutlinedInput: {
        styleOverrides: {
          root: { borderRadius: 20 },
        },
      },
    },
  };
}

export default function GlobalThemeOverrides() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="contained">Default</Button>
        <Button variant="outlined">Default</Button>
      </Stack>
      <ThemeProvider theme={withOverrides}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Button variant="contained">Overridden</Button>
          <Button variant="outlined">Overridden</Button>
          <TextField size="small" label="Search" />
        </Stack>
      </ThemeProvider>
    </Stack>
  );
}
