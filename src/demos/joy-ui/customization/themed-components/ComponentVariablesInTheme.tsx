import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import { THEME_ID, ThemeProvider, type CssVarsThemeOptions } from '@mui/joy/styles';

// Components expose CSS variables (--Input-radius, --Input-focusedThickness...). Setting them in
// styleOverrides keeps the component's own rules and states intact.
const themeOptions: CssVarsThemeOptions = {
  components: {
    JoyInput: {
      styleOverrides: {
        root: {
          '--Input-radius': '20px',
          '--Input-focusedThickness': '3px',
          '--Input-focusedHighlight': 'var(--joy-palette-success-400)',
          '--Input-gap': '12px',
        },
      },
    },
  },
};

function Field({ id, label }: { id: string; label: string }) {
  return (
    <FormControl sx={{ flex: 1, minWidth: 200 }}>
      <FormLabel htmlFor={id}>{label}</FormLabel>
      <Input placeholder="name@example.com" slotProps={{ input: { id } }} />
    </FormControl>
  );
}

export default function ComponentVariablesInTheme() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Field id="email-default" label="Default Input" />
      <Box sx={{ flex: 1, display: 'flex' }}>
        <ThemeProvider theme={{ [THEME_ID]: themeOptions }}>
          <Field id="email-themed" label="Themed Input (focus it)" />
        </ThemeProvider>
      </Box>
    </Sheet>
  );
}
