import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import StarIcon from '@mui/icons-material/Star';
import DraftsIcon from '@mui/icons-material/Drafts';

export default function IconPositionTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Tabs
      value={value}
      onChange={(_event, newValue: number) => setValue(newValue)}
      variant="scrollable"
      scrollButtons="auto"
      aria-label="Mail folders"
    >
      <Tab icon={<InboxIcon />} iconPosition="top" label="top" />
      <Tab icon={<SendIcon />} iconPosition="start" label="start" />
      <Tab icon={<StarIcon />} iconPosition="end" label="end" />
      <Tab icon={<DraftsIcon />} iconPosition="bottom" label="bottom" />
    </Tabs>
  );
}
