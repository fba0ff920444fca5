import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function WrappedLabelTabs() {
  const [value, setValue] = React.useState('summary');

  return (
    <Box sx={{ width: '100%', maxWidth: 480 }}>
      <Tabs
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
        aria-label="Report sections"
      >
        <Tab value="summary" label="Summary" />
        <Tab
          value="regional"
          label="Regional sales compared with the previous quarter"
          wrapped
        />
        <Tab value="notes" label="Notes" />
      </Tabs>
    </Box>
  );
}
