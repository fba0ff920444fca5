import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';

// A stand-in for your router: the current path in context, and a navigate function.
const RouterContext = React.createContext<{ path: string; navigate: (to: string) => void }>({
  path: '/',
  navigate: () => {},
});

// Material UI passes href; the router wants to hear about it on click.
// (A real LinkBehavior renders the router's Link with to={href}; this one keeps href="#".)
const LinkBehavior = React.forwardRef<
  HTMLAnchorElement,
  React.AnchorHTMLAttributes<HTMLAnchorElement>
>(function LinkBehavior({ href = '/', onClick, ...other }, ref) {
  const { navigate } = React.useContext(RouterContext);
  return (
    <a
      ref={ref}
      {...other}
      href="#"
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    />
  );
});

const titles: Record<string, string> = {
  '/': 'Home',
  '/reports': 'Reports',
  '/team': 'Team',
};

export default function ThemeLinkBehavior() {
  const [path, setPath] = React.useState('/');
  const router = React.useMemo(() => ({ path, navigate: setPath }), [path]);
  const outerTheme = useTheme();
  const theme = React.useMemo(
    () =>
      createTheme(outerTheme, {
        components: {
          MuiLink: { defaultProps: { component: LinkBehavior } },
          MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior } },
        },
      }),
    [outerTheme],
  );

  return (
    <RouterContext.Provider value={router}>
      <ThemeProvider theme={theme}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            {/* Plain href props: the theme routes them through LinkBehavior. */}
            <Button href="/reports" variant="contained">
              Reports
            </Button>
            <Button href="/team" variant="outlined">
              Team
            </Button>
            <Link href="/">Home</Link>
          </Stack>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              Current path
            </Typography>
            <Box sx={{ fontFamily: 'monospace' }} data-testid="theme-router-path">
              {path}
            </Box>
            <Typography variant="h6" component="p">
              {titles[path]}
            </Typography>
          </Paper>
        </Stack>
      </ThemeProvider>
    </RouterContext.Provider>
  );
}
