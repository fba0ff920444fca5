import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export default function ScrollButtonsTabs() {
  const [forced, setForced] = React.useState(0);
  const [none, setNone] = React.useState(0);

  return (
    <Box sx={{ width: '100%', maxWidth: 480 }}>
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
        scrollButtons allowScrollButtonsMobile
      </Typography>
      <Tabs
        value={forced}
        onChange={(_event, newValue: number) => setForced(newValue)}
        variant="scrollable"
        scrollButtons
        allowScrollButtonsMobile
        aria-label="Months, with scroll buttons"
        sx={{ mb: 3 }}
      >
        {months.map((month) => (
          <Tab key={month} label={month} />
        ))}
      </Tabs>
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
        {'scrollButtons={false}'}
      </Typography>
      <Tabs
        value={none}
        onChange={(_event, newValue: number) => setNone(newValue)}
        variant="scrollable"
        scrollButtons={false}
        aria-label="Months, without scroll buttons"
      >
        {months.map((month) => (
          <Tab key={month} label={month} />
        ))}
      </Tabs>
    </Box>
  );
}
