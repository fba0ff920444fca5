import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import FolderIcon from '@mui/icons-material/Folder';
import PeopleIcon from '@mui/icons-material/People';

const openWidth = 200;
const closedWidth = 57;
const pages = [
  { label: 'Dashboard', icon: <DashboardIcon /> },
  { label: 'Projects', icon: <FolderIcon /> },
  { label: 'Calendar', icon: <EventIcon /> },
  { label: 'Team', icon: <PeopleIcon /> },
];

const widthTransition = (theme: Theme, open: boolean) =>
  theme.transitions.create('width', {
    easing: theme.transitions.easing.sharp,
    duration: open
      ? theme.transitions.duration.enteringScreen
      : theme.transitions.duration.leavingScreen,
  });

export default function MiniVariantDrawer() {
  const [open, setOpen] = React.useState(false);
  const [selected, setSelected] = React.useState('Dashboard');
  const width = open ? openWidth : closedWidth;

  return (
    <Box
      sx={{
        display: 'flex',
        height: 300,
        border: 1,
        borderColor: 'divider',
        overflow: 'hidden',
        isolation: 'isolate',
      }}
    >
      <Drawer
        variant="permanent"
        sx={(theme) => ({
          width,
          flexShrink: 0,
          transition: widthTransition(theme, open),
        })}
        slotProps={{
          paper: {
            sx: (theme) => ({
              position: 'relative',
              width,
              overflowX: 'hidden',
              transition: widthTransition(theme, open),
            }),
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            justifyContent: open ? 'flex-end' : 'center',
            p: 0.5,
          }}
        >
          <IconButton
            aria-label={open ? 'Collapse navigation' : 'Expand navigation'}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? <ChevronLeftIcon /> : <ChevronRightIcon />}
          </IconButton>
        </Box>
        <Divider />
        <nav aria-label="Workspace">
          <List>
            {pages.map((page) => (
              <ListItem key={page.label} disablePadding sx={{ display: 'block' }}>
                <Tooltip
                  title={page.label}
                  placement="right"
                  describeChild
                  disableHoverListener={open}
                  disableFocusListener={open}
                  disableTouchListener={open}
                >
                  <ListItemButton
                    selected={selected === page.label}
                    onClick={() => setSelected(page.label)}
                    sx={{ minHeight: 48, px: 2.5 }}
                  >
                    <ListItemIcon sx={{ minWidth: 0, mr: open ? 2 : 'auto' }}>
                      {page.icon}
                    </ListItemIcon>
                    <ListItemText
                      primary={page.label}
                      sx={{ opacity: open ? 1 : 0, whiteSpace: 'nowrap' }}
                    />
                  </ListItemButton>
                </Tooltip>
              </ListItem>
            ))}
          </List>
        </nav>
      </Drawer>
      <Box sx={{ flexGrow: 1, p: 3, overflow: 'auto' }}>
        <Typography variant="h6" component="h3" gutterBottom>
          {selected}
        </Typography>
        <Typography variant="body2">
          Collapsed, the drawer keeps only its icons; hovering one shows its name.
          Expand it with the arrow button to read the labels.
        </Typography>
      </Box>
    </Box>
  );
}
