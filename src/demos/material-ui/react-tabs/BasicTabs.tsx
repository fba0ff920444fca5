import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

interface TabPanelProps {
  children: React.ReactNode;
  idPrefix: string;
  index: number;
  value: number;
}

function TabPanel({ children, idPrefix, index, value }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      hidden={value !== index}
      id={`${idPrefix}-panel-${index}`}
      aria-labelledby={`${idPrefix}-tab-${index}`}
    >
      {value === index && <Box sx={{ p: 3 }}>{children}</Box>}
    </div>
  );
}

const sections = [
  { label: 'Overview', text: 'Your plan renews on the first day of each month.' },
  { label: 'Members', text: 'Four people have access to this workspace.' },
  { label: 'Billing', text: 'Invoices are sent to the address on file.' },
];

export default function BasicTabs() {
  const [value, setValue] = React.useState(0);
  const idPrefix = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={value}
          onChange={(_event, newValue: number) => setValue(newValue)}
          aria-label="Workspace settings"
        >
          {sections.map((section, index) => (
            <Tab
              key={section.label}
              label={section.label}
              id={`${idPrefix}-tab-${index}`}
              aria-controls={`${idPrefix}-panel-${index}`}
            />
          ))}
        </Tabs>
      </Box>
      {sections.map((section, index) => (
        <TabPanel
          key={section.label}
          idPrefix={idPrefix}
          index={index}
          value={value}
        >
          <Typography>{section.text}</Typography>
        </TabPanel>
      ))}
    </Box>
  );
}
