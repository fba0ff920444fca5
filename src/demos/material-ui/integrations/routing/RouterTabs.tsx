import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

// A stand-in for your router: the current path in context, and a navigate function.
const RouterContext = React.createContext<{ path: string; navigate: (to: string) => void }>({
  path: '/account/profile',
  navigate: () => {},
});

interface RouterLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

// (A real router's Link renders href={to}; this one keeps href="#" so the page never changes.)
const RouterLink = React.forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { to, onClick, ...other },
  ref,
) {
  const { navigate } = React.useContext(RouterContext);
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
});

const profile = {
  path: '/account/profile',
  label: 'Profile',
  body: 'Name, photo and the email address others see.',
};

const routes = [
  profile,
  { path: '/account/security', label: 'Security', body: 'Password, passkeys and active sessions.' },
  { path: '/account/billing', label: 'Billing', body: 'Plan, invoices and payment method.' },
];

function AccountTabs() {
  const { path } = React.useContext(RouterContext);
  // The route, not local state, decides which tab is selected.
  const current = routes.find((route) => path.startsWith(route.path)) ?? profile;
  return (
    <Box>
      <Tabs value={current.path} aria-label="Account sections">
        {routes.map((route) => (
          <Tab
            key={route.path}
            label={route.label}
            value={route.path}
            component={RouterLink}
            to={route.path}
          />
        ))}
      </Tabs>
      <Box sx={{ p: 2 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
          {path}
        </Typography>
        <Typography variant="body1">{current.body}</Typography>
      </Box>
    </Box>
  );
}

export default function RouterTabs() {
  const [path, setPath] = React.useState('/account/profile');
  const router = React.useMemo(() => ({ path, navigate: setPath }), [path]);
  return (
    <RouterContext.Provider value={router}>
      <AccountTabs />
    </RouterContext.Provider>
  );
}
