import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createTheme, type Breakpoint, type Theme } from '@mui/material/styles';

const defaultTheme = createTheme();
const customTheme = createTheme({
  breakpoints: {
    values: { xs: 0, sm: 480, md: 768, lg: 1024, xl: 1440 },
  },
});

function useKey(theme: Theme): Breakpoint {
  const { breakpoints } = theme;
  const sm = useMediaQuery(breakpoints.up('sm'));
  const md = useMediaQuery(breakpoints.up('md'));
  const lg = useMediaQuery(breakpoints.up('lg'));
  const xl = useMediaQuery(breakpoints.up('xl'));
  if (xl) return 'xl';
  if (lg) return 'lg';
  if (md) return 'md';
  if (sm) return 'sm';
  return 'xs';
}

function ThemeColumn({ title, theme, testId }: { title: string; theme: Theme; testId: string }) {
  const key = useKey(theme);
  const { values } = theme.breakpoints;
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
        sm {values.sm} · md {values.md} · lg {values.lg} · xl {values.xl}
      </Typography>
      <Typography variant="h4" component="p" data-testid={testId} sx={{ mt: 1 }}>
        {key}
      </Typography>
    </Paper>
  );
}

export default function CustomBreakpointValues() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
      <ThemeColumn title="Default values" theme={defaultTheme} testId="default-key" />
      <ThemeColumn title="Custom values" theme={customTheme} testId="custom-key" />
    </Box>
  );
}
