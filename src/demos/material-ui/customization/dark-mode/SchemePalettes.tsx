import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// One theme, a palette per color scheme.
const theme = createTheme({
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#00695c' },
        secondary: { main: '#ad1457' },
        background: { default: '#f4f7f6', paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#4db6ac' },
        secondary: { main: '#f48fb1' },
        background: { default: '#0f1716', paper: '#172220' },
      },
    },
  },
  cssVariables: {
    // In an app: colorSchemeSelector: 'class' (or 'data') and nothing else.
    // This demo renders both schemes at once, each on its own box, and keeps
    // its variables away from the page around it.
    cssVarPrefix: 'palettes',
    rootSelector: '.palettes-root',
    colorSchemeSelector: '.palettes-%s',
  },
});

function Preview({ scheme }: { scheme: 'light' | 'dark' }) {
  return (
    <Box
      className={`palettes-root palettes-${scheme}`}
      data-testid={`scheme-${scheme}`}
      sx={{
        flex: 1,
        p: 2,
        borderRadius: 1,
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      <Typography variant="overline">{scheme} scheme</Typography>
      <Paper sx={{ p: 2 }}>
        <Typography variant="subtitle2" gutterBottom>
          Water quality report
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" size="small">
            Download
          </Button>
          <Chip label="Safe" color="secondary" size="small" />
        </Stack>
      </Paper>
    </Box>
  );
}

export default function SchemePalettes() {
  return (
    <ThemeProvider
      theme={theme}
      // Only needed inside a page that has its own theme.
      disableNestedContext
      storageManager={null}
      colorSchemeNode={null}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Preview scheme="light" />
        <Preview scheme="dark" />
      </Stack>
    </ThemeProvider>
  );
}
