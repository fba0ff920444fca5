import Tab, { tabClasses } from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';

export default function TabsSegmented() {
  return (
    <Tabs aria-label="Billing cycle" defaultValue={0} sx={{ bgcolor: 'transparent' }}>
      <TabList
        disableUnderline
        tabFlex={1}
        sx={{
          p: 0.5,
          gap: 0.5,
          maxWidth: 360,
          borderRadius: 'xl',
          bgcolor: 'background.level1',
          [`& .${tabClasses.root}`]: { borderRadius: 'xl' },
          [`& .${tabClasses.root}[aria-selected="true"]`]: {
            boxShadow: 'sm',
            bgcolor: 'background.surface',
          },
        }}
      >
        <Tab disableIndicator>Monthly</Tab>
        <Tab disableIndicator>Yearly</Tab>
        <Tab disableIndicator>Lifetime</Tab>
      </TabList>
    </Tabs>
  );
}
