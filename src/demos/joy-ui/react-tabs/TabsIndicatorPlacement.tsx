import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';

const periods = ['Day', 'Week', 'Month'];

export default function TabsIndicatorPlacement() {
  return (
    <Tabs aria-label="Report period" defaultValue={1} sx={{ bgcolor: 'transparent' }}>
      <TabList underlinePlacement="top">
        {periods.map((period) => (
          <Tab key={period} indicatorPlacement="top" indicatorInset>
            {period}
          </Tab>
        ))}
      </TabList>
      {periods.map((period, index) => (
        <TabPanel key={period} value={index}>
          Totals for the last {period.toLowerCase()}.
        </TabPanel>
      ))}
    </Tabs>
  );
}
