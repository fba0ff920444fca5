import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// Text colors picked for 4.5:1, the contrast body text needs (the default is 3).
const theme = createTheme({ palette: { contrastThreshold: 4.5 } });

const intentions = [
  'primary',
  'secondary',
  'error',
  'warning',
  'info',
  'success',
] as const;
const shades = ['light', 'main', 'dark'] as const;

export default function PaletteIntentions() {
  return (
    <ThemeProvider theme={theme}>
      {/* A light theme brings its own surface, so its text stays readable on a dark page. */}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box
          sx={{
            width: '100%',
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
            gap: 2,
          }}
        >
          {intentions.map((name) => (
            <Box key={name}>
              <Typography variant="subtitle2" component="p" gutterBottom>
                {name}
              </Typography>
              {shades.map((shade) => (
                <Box
                  key={shade}
                  sx={{
                    bgcolor: `${name}.${shade}`,
                    // contrastText suits main; each shade gets its own.
                    color: theme.palette.getContrastText(theme.palette[name][shade]),
                    px: 1.5,
                    py: shade === 'main' ? 2 : 1,
                    fontSize: 12,
                    fontFamily: 'monospace',
                  }}
                >
                  {shade} {theme.palette[name][shade]}
                </Box>
              ))}
            </Box>
          ))}
        </Box>
      </Paper>
    </ThemeProvider>
  );
}
