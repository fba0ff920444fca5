import Tab, { tabClasses } from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';

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

export default function TabsScrollable() {
  return (
    <Tabs aria-label="Months" defaultValue={0} sx={{ width: '100%', maxWidth: 480 }}>
      <TabList
        sx={{
          overflow: 'auto',
          scrollSnapType: 'x mandatory',
          '&::-webkit-scrollbar': { display: 'none' },
          [`& .${tabClasses.root}`]: { flex: 'none', scrollSnapAlign: 'start' },
        }}
      >
        {months.map((month) => (
          <Tab key={month}>{month}</Tab>
        ))}
      </TabList>
      {months.map((month, index) => (
        <TabPanel key={month} value={index}>
          Events in {month}.
        </TabPanel>
      ))}
    </Tabs>
  );
}
