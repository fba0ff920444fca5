import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Dashboard from '@mui/icons-material/Dashboard';
import Receipt from '@mui/icons-material/Receipt';
import Settings from '@mui/icons-material/Settings';

const links = [
  { label: 'Overview', icon: <Dashboard /> },
  { label: 'Invoices', icon: <Receipt /> },
  { label: 'Settings', icon: <Settings /> },
];

// A navigation landmark made of links, with the List styles: the List renders a <nav>, each
// ListItemButton an <a>; aria-current marks the page the reader is on.
export default function NavListStructure() {
  const [current, setCurrent] = React.useState('Overview');
  return (
    <Sheet variant="outlined" sx={{ maxWidth: 260, borderRadius: 'md', p: 1 }}>
      <List component="nav" aria-label="Billing sections" size="sm">
        {links.map((link) => (
          <ListItem key={link.label}>
            <ListItemButton
              component="a"
              href="#"
              selected={current === link.label}
              aria-current={current === link.label ? 'page' : undefined}
              onClick={(event: React.MouseEvent) => {
                event.preventDefault();
                setCurrent(link.label);
              }}
            >
              <ListItemDecorator>{link.icon}</ListItemDecorator>
              {link.label}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
