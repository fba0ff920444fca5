import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';

export default function TabsBasic() {
  return (
    <Tabs aria-label="Project sections" defaultValue={0} sx={{ width: '100%', maxWidth: 480 }}>
      <TabList>
        <Tab>Overview</Tab>
        <Tab>Activity</Tab>
        <Tab>Settings</Tab>
      </TabList>
      <TabPanel value={0}>Summary of the project and its owners.</TabPanel>
      <TabPanel value={1}>The latest commits, comments and deployments.</TabPanel>
      <TabPanel value={2}>Visibility, integrations and danger zone.</TabPanel>
    </Tabs>
  );
}
