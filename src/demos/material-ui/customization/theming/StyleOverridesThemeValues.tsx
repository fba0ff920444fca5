import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const theme = createTheme({
  palette: { primary: { main: '#5e35b1' } },
  components: {
    MuiCard: {
      styleOverrides: {
        // The callback receives the finished theme, so any value of it can be used.
        root: ({ theme: t }) => ({
          borderRadius: t.spacing(2),
          border: `1px solid ${t.palette.divider}`,
          boxShadow: t.shadows[0],
          padding: t.spacing(1),
        }),
      },
    },
    MuiCardHeader: {
      styleOverrides: {
        title: ({ theme: t }) => ({
          ...t.typography.subtitle1,
          fontWeight: t.typography.fontWeightBold,
          color: t.palette.primary.main,
        }),
      },
    },
  },
});

export default function StyleOverridesThemeValues() {
  return (
    <ThemeProvider theme={theme}>
      <Card sx={{ maxWidth: 360 }}>
        <CardHeader title="Weekly digest" subheader="Every Monday, 9:00" />
        <CardContent>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Radius, border, padding and title color all come from the theme
            through styleOverrides callbacks.
          </Typography>
        </CardContent>
      </Card>
    </ThemeProvider>
  );
}
