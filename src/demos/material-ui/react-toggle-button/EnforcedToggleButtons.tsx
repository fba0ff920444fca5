import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';

type View = 'list' | 'grid';
type Period = 'day' | 'week' | 'month';

export default function EnforcedToggleButtons() {
  const [view, setView] = React.useState<View>('list');
  const [period, setPeriod] = React.useState<Period>('week');

  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <ToggleButtonGroup
        value={view}
        exclusive
        onChange={(_event, newView: View | null) => {
          // Ignore the click that would deselect the current view.
          if (newView !== null) {
            setView(newView);
          }
        }}
        aria-label="Layout"
        color="primary"
      >
        <ToggleButton value="list" aria-label="List view">
          <ViewListIcon />
        </ToggleButton>
        <ToggleButton value="grid" aria-label="Grid view">
          <ViewModuleIcon />
        </ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        value={period}
        exclusive
        onChange={(_event, newPeriod: Period | null) => {
          if (newPeriod !== null) {
            setPeriod(newPeriod);
          }
        }}
        aria-label="Period"
        color="secondary"
        orientation="vertical"
        size="small"
      >
        <ToggleButton value="day">Day</ToggleButton>
        <ToggleButton value="week">Week</ToggleButton>
        <ToggleButton value="month">Month</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
