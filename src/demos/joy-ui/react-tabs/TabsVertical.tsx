import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';

export default function TabsVertical() {
  return (
    <Tabs
      aria-label="Account settings"
      orientation="vertical"
      defaultValue="profile"
      sx={{ minWidth: 320, height: 160 }}
    >
      <TabList>
        <Tab value="profile">Profile</Tab>
        <Tab value="security">Security</Tab>
        <Tab value="billing">Billing</Tab>
      </TabList>
      <TabPanel value="profile">Name, photo and public bio.</TabPanel>
      <TabPanel value="security">Password and two-factor authentication.</TabPanel>
      <TabPanel value="billing">Invoices and payment methods.</TabPanel>
    </Tabs>
  );
}
