import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { styled } from '@mui/material/styles';

// Pill-shaped tabs: the indicator fills the selected tab instead of underlining it.
const PillTabs = styled(Tabs)(({ theme }) => ({
  minHeight: 40,
  padding: theme.spacing(0.5),
  borderRadius: 999,
  backgroundColor: (theme.vars || theme).palette.action.hover,
  '& .MuiTabs-indicator': {
    height: '100%',
    borderRadius: 999,
    backgroundColor: (theme.vars || theme).palette.background.paper,
    boxShadow: theme.shadows[1],
  },
}));

const PillTab = styled(Tab)(({ theme }) => ({
  zIndex: 1,
  minHeight: 32,
  padding: theme.spacing(0.5, 2),
  textTransform: 'none',
  fontWeight: 600,
  color: (theme.vars || theme).palette.text.secondary,
  '&.Mui-selected': { color: (theme.vars || theme).palette.text.primary },
}));

export default function CustomizedTabs() {
  const [value, setValue] = React.useState('week');

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <PillTabs
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
        aria-label="Report period"
      >
        <PillTab value="day" label="Day" />
        <PillTab value="week" label="Week" />
        <PillTab value="month" label="Month" />
        <PillTab value="year" label="Year" />
      </PillTabs>
    </Box>
  );
}
