import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

// A small site map: each path lists the pages below it and has a readable name.
const names: Record<string, string> = {
  '/': 'Home',
  '/help': 'Help centre',
  '/help/billing': 'Billing',
  '/help/billing/refunds': 'Refunds',
  '/help/billing/invoices': 'Invoices',
  '/help/account': 'Account',
  '/help/account/password': 'Reset your password',
};

const childrenOf = (path: string) =>
  Object.keys(names).filter((candidate) => {
    if (candidate === path || candidate === '/') {
      return false;
    }
    const parent = candidate.slice(0, candidate.lastIndexOf('/')) || '/';
    return parent === path;
  });

// '/help/billing' -> ['/', '/help', '/help/billing']
const ancestorsOf = (path: string) => {
  const segments = path.split('/').filter(Boolean);
  return [
    '/',
    ...segments.map(
      (_segment, index) => `/${segments.slice(0, index + 1).join('/')}`,
    ),
  ];
};

export default function RouterBreadcrumbs() {
  // Stands in for the router's current location. With a real router the items below
  // are links to their paths; here they are buttons that change the path in state.
  const [path, setPath] = React.useState('/help/billing');
  const trail = ancestorsOf(path);
  const pages = childrenOf(path);

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 480 }}>
      <Breadcrumbs aria-label="Breadcrumb">
        {trail.map((to, index) =>
          index === trail.length - 1 ? (
            <Typography key={to} sx={{ color: 'text.primary' }} aria-current="page">
              {names[to]}
            </Typography>
          ) : (
            <Link
              key={to}
              underline="hover"
              color="inherit"
              component="button"
              onClick={() => setPath(to)}
              sx={{ verticalAlign: 'baseline' }}
            >
              {names[to]}
            </Link>
          ),
        )}
      </Breadcrumbs>
      <Typography variant="h6" component="h3" sx={{ mt: 1 }}>
        {names[path]}
      </Typography>
      <Box sx={{ minHeight: 96 }}>
        {pages.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', py: 1 }}>
            No pages below this one.
          </Typography>
        ) : (
          <List dense aria-label="Pages in this section">
            {pages.map((to) => (
              <ListItem key={to} disablePadding>
                <ListItemButton onClick={() => setPath(to)}>
                  <ListItemText primary={names[to]} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Paper>
  );
}
