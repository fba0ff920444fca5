import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { THEME_ID, ThemeProvider, type CssVarsThemeOptions } from '@mui/joy/styles';

// A style override can be a function of ownerState (the resolved props) and the theme.
const themeOptions: CssVarsThemeOptions = {
  components: {
    JoyChip: {
      styleOverrides: {
        root: ({ ownerState, theme }) => ({
          fontWeight: theme.vars.fontWeight.lg,
          ...(ownerState.size === 'sm' && {
            borderRadius: theme.vars.radius.xs,
            textTransform: 'uppercase',
            letterSpacing: '0.04em',
          }),
          ...(ownerState.variant === 'outlined' && {
            borderStyle: 'dashed',
          }),
        }),
      },
    },
  },
};

function Chips() {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Chip size="sm">Draft</Chip>
      <Chip size="sm" color="warning" variant="soft">
        Review
      </Chip>
      <Chip color="primary" variant="outlined">
        Scheduled
      </Chip>
      <Chip size="lg" color="success" variant="solid">
        Published
      </Chip>
    </Box>
  );
}

export default function StyleOverridesByProps() {
  return (
    <Stack spacing={2}>
      <Typography level="body-xs">Default Chip styles</Typography>
      <Chips />
      <Typography level="body-xs">With the theme&apos;s styleOverrides</Typography>
      <ThemeProvider theme={{ [THEME_ID]: themeOptions }}>
        <Chips />
      </ThemeProvider>
    </Stack>
  );
}
