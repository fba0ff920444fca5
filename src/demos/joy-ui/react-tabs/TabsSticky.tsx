import Sheet from '@mui/joy/Sheet';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

const sections = ['Overview', 'Specs', 'Reviews'];

export default function TabsSticky() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      aria-label="Product details"
      sx={{ height: 240, overflow: 'auto', borderRadius: 'sm' }}
    >
      <Tabs aria-label="Product sections" defaultValue={0}>
        <TabList sticky="top">
          {sections.map((section) => (
            <Tab key={section}>{section}</Tab>
          ))}
        </TabList>
        {sections.map((section, index) => (
          <TabPanel key={section} value={index}>
            {Array.from({ length: 8 }, (_, line) => (
              <Typography key={line} sx={{ mb: 1 }}>
                {section}, paragraph {line + 1}: scroll down, the tab list stays
                at the top of the box.
              </Typography>
            ))}
          </TabPanel>
        ))}
      </Tabs>
    </Sheet>
  );
}
