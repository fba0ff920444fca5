import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

// A router small enough to read: the current path lives in state, links change it.
const RouterContext = React.createContext<{ path: string; navigate: (to: string) => void }>({
  path: '/',
  navigate: () => {},
});

interface RouterLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

// What a router's Link does: render an <a>, and navigate in the app instead of loading a page.
// (A real router writes href={to}; here it stays "#" so the demo never leaves this page.)
const RouterLink = React.forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { to, onClick, ...other },
  ref,
) {
  const { path, navigate } = React.useContext(RouterContext);
  return (
    <a
      // Spread first: ListItemButton passes `to` on as `href` too, which must not win here.
      {...other}
      ref={ref}
      href="#"
      aria-current={path === to ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(to);
      }}
    />
  );
});

const home = { title: 'Home', body: 'Welcome back. Three tasks are due this week.' };

const pages: Record<string, { title: string; body: string }> = {
  '/': home,
  '/inbox': { title: 'Inbox', body: 'You have 4 unread messages.' },
  '/settings': { title: 'Settings', body: 'Notifications are on for mentions only.' },
};

export default function RouterLinkComposition() {
  const [path, setPath] = React.useState('/');
  const router = React.useMemo(() => ({ path, navigate: setPath }), [path]);
  const page = pages[path] ?? home;

  return (
    <RouterContext.Provider value={router}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <List component="nav" aria-label="Demo pages" sx={{ width: 160 }}>
          {Object.entries(pages).map(([to, { title }]) => (
            <ListItemButton key={to} component={RouterLink} to={to} selected={path === to}>
              <ListItemText primary={title} />
            </ListItemButton>
          ))}
        </List>
        <Paper variant="outlined" sx={{ flex: 1, minWidth: 220, p: 2 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="router-path">
            {path}
          </Typography>
          <Typography variant="h6" component="p">
            {page.title}
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {page.body}
          </Typography>
          <Button component={RouterLink} to="/settings" variant="outlined" sx={{ mr: 2 }}>
            Open settings
          </Button>
          <Link component={RouterLink} to="/" variant="body2">
            Back to home
          </Link>
        </Paper>
      </Box>
    </RouterContext.Provider>
  );
}
