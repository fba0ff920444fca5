import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DraftsIcon from '@mui/icons-material/Drafts';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';

const RouterContext = React.createContext<{ path: string; navigate: (to: string) => void }>({
  path: '/inbox',
  navigate: () => {},
});

interface NavLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

// Like React Router's NavLink: adds the `active` class and aria-current="page" on a match.
// (A real NavLink renders href={to}; this one keeps href="#" so the page never changes.)
const NavLink = React.forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, className, onClick, ...other },
  ref,
) {
  const { path, navigate } = React.useContext(RouterContext);
  const active = path === to;
  return (
    <a
      // Spread first: ListItemButton passes `to` on as `href` too, which must not win here.
      {...other}
      ref={ref}
      href="#"
      className={active ? `${className ?? ''} active` : className}
      aria-current={active ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(to);
      }}
    />
  );
});

const folders = [
  { to: '/inbox', label: 'Inbox', icon: <InboxIcon /> },
  { to: '/drafts', label: 'Drafts', icon: <DraftsIcon /> },
  { to: '/sent', label: 'Sent', icon: <SendIcon /> },
];

export default function ActiveNavLinks() {
  const [path, setPath] = React.useState('/inbox');
  const router = React.useMemo(() => ({ path, navigate: setPath }), [path]);

  return (
    <RouterContext.Provider value={router}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <List component="nav" aria-label="Mail folders" sx={{ width: 200 }}>
          {folders.map((folder) => (
            <ListItemButton
              key={folder.to}
              component={NavLink}
              to={folder.to}
              sx={{
                borderRadius: 1,
                '&.active': { bgcolor: 'action.selected', fontWeight: 600 },
                '&.active .MuiListItemIcon-root': { color: 'primary.main' },
              }}
            >
              <ListItemIcon>{folder.icon}</ListItemIcon>
              <ListItemText primary={folder.label} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
            </ListItemButton>
          ))}
        </List>
        <Typography variant="body2" sx={{ color: 'text.secondary', pt: 1.5, fontFamily: 'monospace' }}>
          {path}
        </Typography>
      </Box>
    </RouterContext.Provider>
  );
}
