import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { THEME_ID, ThemeProvider, type CssVarsThemeOptions } from '@mui/joy/styles';

// One rule in the theme restyles every Button below it: outlined buttons get a 2px border and
// all buttons a heavier weight.
const themeOptions: CssVarsThemeOptions = {
  components: {
    JoyButton: {
      defaultProps: { size: 'sm' },
      styleOverrides: {
        root: ({ ownerState, theme }) => ({
          fontWeight: theme.vars.fontWeight.xl,
          ...(ownerState.variant === 'outlined' && { borderWidth: '2px' }),
        }),
      },
    },
  },
};

function Actions({ label }: { label: string }) {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', flex: 1, minWidth: 240 }}>
      <Typography level="body-xs" sx={{ mb: 1.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button>Save</Button>
        <Button variant="outlined" color="neutral">
          Preview
        </Button>
        <Button variant="outlined" color="danger">
          Discard
        </Button>
      </Box>
    </Sheet>
  );
}

export default function ThemeOverrideSection() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Actions label="Default theme" />
      <ThemeProvider theme={{ [THEME_ID]: themeOptions }}>
        <Actions label="With the JoyButton overrides" />
      </ThemeProvider>
    </Box>
  );
}
