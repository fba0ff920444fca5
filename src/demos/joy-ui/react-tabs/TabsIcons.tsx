import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Chip from '@mui/joy/Chip';
import PersonIcon from '@mui/icons-material/Person';
import NotificationsIcon from '@mui/icons-material/Notifications';
import LockIcon from '@mui/icons-material/Lock';

export default function TabsIcons() {
  return (
    <Tabs aria-label="Account" defaultValue="profile">
      <TabList>
        <Tab value="profile">
          <ListItemDecorator>
            <PersonIcon />
          </ListItemDecorator>
          Profile
        </Tab>
        <Tab value="alerts">
          <ListItemDecorator>
            <NotificationsIcon />
          </ListItemDecorator>
          Alerts
          <Chip size="sm" variant="soft" color="primary">
            3
          </Chip>
        </Tab>
        <Tab value="security" orientation="vertical">
          <ListItemDecorator>
            <LockIcon />
          </ListItemDecorator>
          Security
        </Tab>
      </TabList>
      <TabPanel value="profile">Name, photo and time zone.</TabPanel>
      <TabPanel value="alerts">Three unread alerts.</TabPanel>
      <TabPanel value="security">Password and two-step sign-in.</TabPanel>
    </Tabs>
  );
}
