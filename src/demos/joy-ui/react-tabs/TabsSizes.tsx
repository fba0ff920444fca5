import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';

export default function TabsSizes() {
  return (
    <Stack spacing={2}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Tabs key={size} size={size} aria-label={`Size ${size}`} defaultValue={0}>
          <TabList>
            <Tab>Size {size}</Tab>
            <Tab>Second</Tab>
            <Tab>Third</Tab>
          </TabList>
        </Tabs>
      ))}
    </Stack>
  );
}
