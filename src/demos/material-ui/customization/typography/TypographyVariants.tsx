import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const theme = createTheme();

const variants = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
] as const;

export default function TypographyVariants() {
  return (
    <ThemeProvider theme={theme}>
      {/* A light theme brings its own surface, so its text stays readable on a dark page. */}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ width: '100%', overflowX: 'auto' }}>
          {variants.map((variant) => (
            <Box
              key={variant}
              sx={{ display: 'flex', alignItems: 'baseline', gap: 2, py: 0.5 }}
            >
              <Typography
                variant="caption"
                sx={{ width: 140, flexShrink: 0, color: 'text.secondary' }}
              >
                {variant} · {theme.typography[variant].fontSize}
              </Typography>
              <Typography variant={variant} component="div" noWrap>
                {variant.startsWith('h') ? 'Heading' : 'The quick brown fox'}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
    </ThemeProvider>
  );
}
