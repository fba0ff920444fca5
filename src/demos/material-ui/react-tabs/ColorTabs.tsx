import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const labels = ['Overview', 'Activity', 'Files'];

export default function ColorTabs() {
  const [secondary, setSecondary] = React.useState(0);
  const [onPrimary, setOnPrimary] = React.useState(0);

  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <Tabs
        value={secondary}
        onChange={(_event, newValue: number) => setSecondary(newValue)}
        textColor="secondary"
        indicatorColor="secondary"
        aria-label="Project views in the secondary color"
      >
        {labels.map((label) => (
          <Tab key={label} label={label} />
        ))}
      </Tabs>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Tabs
          value={onPrimary}
          onChange={(_event, newValue: number) => setOnPrimary(newValue)}
          textColor="inherit"
          aria-label="Project views on a primary surface"
          slotProps={{ indicator: { sx: { bgcolor: 'primary.contrastText' } } }}
          // Unselected inherit tabs are dimmed to 60% by default, too faint to read
          // on a colored surface: keep them opaque and mark the selected one in bold.
          sx={{
            '& .MuiTab-root': { opacity: 1 },
            '& .Mui-selected': { fontWeight: 700 },
          }}
        >
          {labels.map((label) => (
            <Tab key={label} label={label} />
          ))}
        </Tabs>
      </Box>
    </Stack>
  );
}
