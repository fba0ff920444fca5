import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function CenteredTabs() {
  const [value, setValue] = React.useState(1);

  return (
    <Box sx={{ width: '100%', bgcolor: 'background.paper' }}>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        centered
        aria-label="Pricing periods"
      >
        <Tab label="Monthly" />
        <Tab label="Yearly" />
        <Tab label="Lifetime" />
      </Tabs>
    </Box>
  );
}
