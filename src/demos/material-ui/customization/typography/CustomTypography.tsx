import Paper from '@mui/material/Paper';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  createTheme,
  responsiveFontSizes,
  ThemeProvider,
} from '@mui/material/styles';

let theme = createTheme({
  typography: {
    fontFamily: 'Georgia, "Times New Roman", serif',
    fontSize: 15,
    h3: { fontWeight: 700, letterSpacing: '-0.02em' },
    subtitle1: { fontStyle: 'italic' },
    button: {
      fontFamily: 'system-ui, sans-serif',
      textTransform: 'none',
      fontWeight: 600,
    },
  },
});
theme = responsiveFontSizes(theme);

export default function CustomTypography() {
  return (
    <ThemeProvider theme={theme}>
      {/* A light theme brings its own surface, so its text stays readable on a dark page. */}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="overline">Field notes</Typography>
          <Typography variant="h3" component="p">
            Tides of the north coast
          </Typography>
          <Typography variant="subtitle1">
            A serif family, a larger base size and responsive headings.
          </Typography>
          <Typography variant="body1">
            The h3 above shrinks on narrow screens because the theme went through
            responsiveFontSizes. The button keeps a sans-serif face and sentence
            case.
          </Typography>
          <Button variant="contained">Read the report</Button>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
