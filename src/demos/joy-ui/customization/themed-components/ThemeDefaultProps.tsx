import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { THEME_ID, ThemeProvider, type CssVarsThemeOptions } from '@mui/joy/styles';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';

// defaultProps change what a component does when a prop is not given.
const themeOptions: CssVarsThemeOptions = {
  components: {
    JoyButton: { defaultProps: { variant: 'soft', size: 'sm' } },
    JoyIconButton: { defaultProps: { variant: 'outlined', color: 'neutral', size: 'sm' } },
    JoyChip: { defaultProps: { color: 'success', variant: 'outlined' } },
  },
};

function Toolbar({ label }: { label: string }) {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', flex: 1, minWidth: 240 }}>
      <Typography level="body-xs" sx={{ mb: 1.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Button>Publish</Button>
        <IconButton aria-label={`Like (${label})`}>
          <FavoriteBorder />
        </IconButton>
        <Chip>Live</Chip>
      </Box>
    </Sheet>
  );
}

// The same JSX, without and with the theme's defaultProps. ThemeProvider applies a theme to one
// section here; in an app, pass the options to extendTheme and the result to CssVarsProvider.
export default function ThemeDefaultProps() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Toolbar label="Built-in defaults" />
      <ThemeProvider theme={{ [THEME_ID]: themeOptions }}>
        <Toolbar label="Theme defaultProps" />
      </ThemeProvider>
    </Box>
  );
}
