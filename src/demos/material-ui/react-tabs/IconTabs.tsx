import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import FavoriteIcon from '@mui/icons-material/Favorite';
import PersonPinIcon from '@mui/icons-material/PersonPin';
import PhoneIcon from '@mui/icons-material/Phone';

export default function IconTabs() {
  const [top, setTop] = React.useState(0);
  const [start, setStart] = React.useState(0);

  return (
    <Stack spacing={2}>
      <Tabs
        value={top}
        onChange={(_event, newValue: number) => setTop(newValue)}
        aria-label="Contacts, icons above labels"
        centered
      >
        <Tab icon={<PhoneIcon />} label="Recents" />
        <Tab icon={<FavoriteIcon />} label="Favorites" />
        <Tab icon={<PersonPinIcon />} label="Nearby" disabled />
      </Tabs>
      <Tabs
        value={start}
        onChange={(_event, newValue: number) => setStart(newValue)}
        aria-label="Contacts, icons before labels"
        textColor="secondary"
        indicatorColor="secondary"
        centered
      >
        <Tab icon={<PhoneIcon />} iconPosition="start" label="Recents" />
        <Tab icon={<FavoriteIcon />} iconPosition="start" label="Favorites" />
        <Tab icon={<PersonPinIcon />} aria-label="Nearby" />
      </Tabs>
    </Stack>
  );
}
