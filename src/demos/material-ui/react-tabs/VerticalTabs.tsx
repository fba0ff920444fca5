import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const settings = [
  { label: 'Profile', text: 'Name, photo and the e-mail address others see.' },
  {
    label: 'Security',
    text: 'Password, two-step verification and active sessions.',
  },
  { label: 'Notifications', text: 'Choose which events send you an e-mail.' },
  { label: 'Integrations', text: 'Connected apps and personal access tokens.' },
  { label: 'Danger zone', text: 'Transfer or delete this account.' },
];

export default function VerticalTabs() {
  const [value, setValue] = React.useState(0);
  const idPrefix = React.useId();

  return (
    <Box
      sx={{
        display: 'flex',
        width: '100%',
        height: 240,
        bgcolor: 'background.paper',
      }}
    >
      <Tabs
        orientation="vertical"
        variant="scrollable"
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        aria-label="Account settings"
        sx={{ borderRight: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {settings.map((item, index) => (
          <Tab
            key={item.label}
            label={item.label}
            id={`${idPrefix}-tab-${index}`}
            aria-controls={`${idPrefix}-panel-${index}`}
          />
        ))}
      </Tabs>
      {settings.map((item, index) => (
        <Box
          key={item.label}
          role="tabpanel"
          hidden={value !== index}
          id={`${idPrefix}-panel-${index}`}
          aria-labelledby={`${idPrefix}-tab-${index}`}
          sx={{ p: 3 }}
        >
          <Typography variant="h6" component="h3" gutterBottom>
            {item.label}
          </Typography>
          <Typography>{item.text}</Typography>
        </Box>
      ))}
    </Box>
  );
}
