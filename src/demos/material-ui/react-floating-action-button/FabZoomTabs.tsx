import * as React from 'react';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import EditIcon from '@mui/icons-material/Edit';
import Fab, { type FabProps } from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import { useTheme } from '@mui/material/styles';

interface Section {
  label: string;
  text: string;
  fab: { label: string; color: FabProps['color']; icon: React.ReactNode };
}

const sections: Section[] = [
  {
    label: 'Chats',
    text: 'Three unread conversations.',
    fab: { label: 'New message', color: 'primary', icon: <EditIcon /> },
  },
  {
    label: 'Contacts',
    text: 'Forty-two people in your address book.',
    fab: { label: 'Add contact', color: 'secondary', icon: <PersonAddIcon /> },
  },
  {
    label: 'Groups',
    text: 'You belong to five groups.',
    fab: { label: 'Create group', color: 'success', icon: <AddIcon /> },
  },
];

export default function FabZoomTabs() {
  const theme = useTheme();
  const [tab, setTab] = React.useState(0);

  const duration = {
    enter: theme.transitions.duration.enteringScreen,
    exit: theme.transitions.duration.leavingScreen,
  };

  return (
    <Paper
      variant="outlined"
      sx={{
        position: 'relative',
        height: 220,
        width: 400,
        maxWidth: '100%',
        overflow: 'hidden',
      }}
    >
      <Tabs
        value={tab}
        onChange={(_event, newTab: number) => setTab(newTab)}
        variant="fullWidth"
        aria-label="Messenger sections"
      >
        {sections.map((section, index) => (
          <Tab
            key={section.label}
            label={section.label}
            id={`fab-tab-${index}`}
            aria-controls={`fab-tabpanel-${index}`}
          />
        ))}
      </Tabs>
      {sections.map((section, index) => (
        <Box
          key={section.label}
          role="tabpanel"
          hidden={tab !== index}
          id={`fab-tabpanel-${index}`}
          aria-labelledby={`fab-tab-${index}`}
          sx={{ p: 2 }}
        >
          <Typography>{section.text}</Typography>
        </Box>
      ))}
      {sections.map((section, index) => (
        <Zoom
          key={section.label}
          in={tab === index}
          timeout={duration}
          style={{ transitionDelay: `${tab === index ? duration.exit : 0}ms` }}
          unmountOnExit
        >
          <Fab
            color={section.fab.color}
            aria-label={section.fab.label}
            sx={{ position: 'absolute', bottom: 16, right: 16 }}
          >
            {section.fab.icon}
          </Fab>
        </Zoom>
      ))}
    </Paper>
  );
}
