import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InboxIcon from '@mui/icons-material/Inbox';
import SettingsIcon from '@mui/icons-material/Settings';

const links = [
  { label: 'Dashboard', icon: <DashboardIcon /> },
  { label: 'Inbox', icon: <InboxIcon /> },
  { label: 'Settings', icon: <SettingsIcon /> },
];

export default function HorizontalCollapse() {
  const [expanded, setExpanded] = React.useState(true);

  return (
    <Box
      sx={{
        display: 'flex',
        width: '100%',
        height: 220,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Collapse
        orientation="horizontal"
        in={expanded}
        collapsedSize={56}
        sx={{ borderRight: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        <Box component="nav" aria-label="Sections" sx={{ width: 200 }}>
          <IconButton
            aria-label={expanded ? 'Collapse navigation' : 'Expand navigation'}
            aria-expanded={expanded}
            onClick={() => setExpanded((prev) => !prev)}
            sx={{ m: 1 }}
          >
            {expanded ? <ChevronLeftIcon /> : <ChevronRightIcon />}
          </IconButton>
          <List dense disablePadding>
            {links.map((link) => (
              <ListItem key={link.label} disablePadding>
                <ListItemButton>
                  <ListItemIcon>{link.icon}</ListItemIcon>
                  <ListItemText primary={link.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Collapse>
      <Box sx={{ p: 2, flex: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The navigation keeps a 56px rail with its icons when collapsed, and
          the content takes the freed space.
        </Typography>
      </Box>
    </Box>
  );
}
