import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import TabContext from '@mui/lab/TabContext';
import TabList from '@mui/lab/TabList';
import TabPanel from '@mui/lab/TabPanel';

export default function LabTabs() {
  const [value, setValue] = React.useState('details');

  return (
    <Box sx={{ width: '100%' }}>
      <TabContext value={value}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <TabList
            onChange={(_event, newValue: string) => setValue(newValue)}
            aria-label="Product information"
          >
            <Tab label="Details" value="details" />
            <Tab label="Reviews" value="reviews" />
            <Tab label="Shipping" value="shipping" />
          </TabList>
        </Box>
        <TabPanel value="details">
          <Typography>Solid oak frame, linen cover, 210 × 90 cm.</Typography>
        </TabPanel>
        <TabPanel value="reviews">
          <Typography>Rated 4.6 out of 5 by 128 customers.</Typography>
        </TabPanel>
        <TabPanel value="shipping">
          <Typography>Delivered in 5 to 7 working days.</Typography>
        </TabPanel>
      </TabContext>
    </Box>
  );
}
