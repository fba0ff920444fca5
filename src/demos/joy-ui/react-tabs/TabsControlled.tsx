import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

export default function TabsControlled() {
  const [value, setValue] = React.useState<string | number | null>('inbox');

  return (
    <Tabs
      aria-label="Mailbox"
      value={value}
      onChange={(_event, newValue) => setValue(newValue)}
      sx={{ width: '100%', maxWidth: 480, borderRadius: 'md' }}
      variant="outlined"
    >
      <TabList disableUnderline tabFlex={1}>
        <Tab value="inbox" disableIndicator>
          Inbox
          <Chip size="sm" variant="soft" color="primary">
            4
          </Chip>
        </Tab>
        <Tab value="sent" disableIndicator>
          Sent
        </Tab>
        <Tab value="drafts" disableIndicator>
          Drafts
        </Tab>
      </TabList>
      <TabPanel value="inbox">Four unread messages.</TabPanel>
      <TabPanel value="sent">Messages you have sent.</TabPanel>
      <TabPanel value="drafts">Nothing saved yet.</TabPanel>
      <Typography level="body-xs" sx={{ px: 2, pb: 1.5 }}>
        Selected value: {String(value)}
      </Typography>
    </Tabs>
  );
}
