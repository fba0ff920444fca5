import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const sections = [
  { label: 'Chats', text: 'Three unread conversations.' },
  { label: 'Status', text: 'Updates from your contacts disappear after a day.' },
  { label: 'Calls', text: 'No missed calls.' },
];

export default function FullWidthTabs() {
  const [value, setValue] = React.useState(0);
  const idPrefix = React.useId();

  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: 360,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        variant="fullWidth"
        aria-label="Messenger sections"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {sections.map((section, index) => (
          <Tab
            key={section.label}
            label={section.label}
            id={`${idPrefix}-tab-${index}`}
            aria-controls={`${idPrefix}-panel-${index}`}
          />
        ))}
      </Tabs>
      {sections.map((section, index) => (
        <Box
          key={section.label}
          role="tabpanel"
          hidden={value !== index}
          id={`${idPrefix}-panel-${index}`}
          aria-labelledby={`${idPrefix}-tab-${index}`}
          sx={{ p: 2, minHeight: 72 }}
        >
          <Typography variant="body2">{section.text}</Typography>
        </Box>
      ))}
    </Box>
  );
}
