import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton, { listItemButtonClasses } from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupIcon from '@mui/icons-material/Group';
import ReceiptIcon from '@mui/icons-material/Receipt';
import SettingsIcon from '@mui/icons-material/Settings';

const pages = [
  { label: 'Overview', icon: <DashboardIcon /> },
  { label: 'Customers', icon: <GroupIcon /> },
  { label: 'Invoices', icon: <ReceiptIcon /> },
  { label: 'Settings', icon: <SettingsIcon /> },
];

export default function ListNavigation() {
  const [current, setCurrent] = React.useState('Customers');

  return (
    <Sheet
      component="nav"
      aria-label="Main"
      variant="soft"
      sx={{ width: 240, p: 1.5, borderRadius: 'md' }}
    >
      <List
        size="sm"
        sx={{
          '--List-gap': '4px',
          '--ListItem-radius': '999px',
          '--ListItemDecorator-size': '32px',
          [`& .${listItemButtonClasses.selected}`]: { fontWeight: 'lg' },
        }}
      >
        {pages.map((page) => (
          <ListItem key={page.label}>
            <ListItemButton
              component="a"
              href="#"
              selected={current === page.label}
              aria-current={current === page.label ? 'page' : undefined}
              variant={current === page.label ? 'solid' : 'plain'}
              color={current === page.label ? 'primary' : 'neutral'}
              onClick={(event: React.MouseEvent) => {
                event.preventDefault();
                setCurrent(page.label);
              }}
            >
              <ListItemDecorator>{page.icon}</ListItemDecorator>
              <ListItemContent>{page.label}</ListItemContent>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
