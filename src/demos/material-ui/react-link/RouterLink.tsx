import * as React from 'react';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A stand-in for a client-side router: it keeps the current path in state.
const RouterContext = React.createContext<(to: string) => void>(() => {});

interface MemoryLinkProps extends Omit<React.ComponentPropsWithRef<'a'>, 'href'> {
  to: string;
}

// The router's own link component. A real router renders `href={to}`; this one keeps the
// reader on the docs page, so its href is a placeholder.
function MemoryLink({ to, onClick, ref, ...other }: MemoryLinkProps) {
  const navigate = React.useContext(RouterContext);
  return (
    <a
      ref={ref}
      href="#"
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(to);
      }}
      {...other}
    />
  );
}

const pages = [
  { to: '/orders', label: 'Orders' },
  { to: '/invoices', label: 'Invoices' },
  { to: '/settings', label: 'Settings' },
];

export default function RouterLink() {
  const [path, setPath] = React.useState('/orders');

  return (
    <RouterContext.Provider value={setPath}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 480 }}>
        <Stack component="nav" aria-label="Account" direction="row" spacing={3}>
          {pages.map((page) => (
            <Link
              key={page.to}
              component={MemoryLink}
              to={page.to}
              underline="hover"
              color={path === page.to ? 'primary' : 'text.secondary'}
              aria-current={path === page.to ? 'page' : undefined}
              sx={{ fontWeight: path === page.to ? 600 : 400 }}
            >
              {page.label}
            </Link>
          ))}
        </Stack>
        <Typography variant="body2" sx={{ mt: 2 }}>
          Current route: <code>{path}</code>
        </Typography>
      </Paper>
    </RouterContext.Provider>
  );
}
