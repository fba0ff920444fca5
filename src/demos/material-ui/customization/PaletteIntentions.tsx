import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const theme = createTheme();

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
                  color: `${name}.contrastText`,
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
    </ThemeProvider>
  );
}
