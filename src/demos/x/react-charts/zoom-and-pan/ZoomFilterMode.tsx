import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomFilterMode } from '@mui/x-charts-pro/models';

// A price that climbs over time: zoomed on the start, the y-axis can shrink to the visible values.
const weeks = Array.from({ length: 52 }, (_, index) => index + 1);
const price = weeks.map((week) => Math.round((20 + week * 1.8 + 4 * Math.sin(week / 2)) * 10) / 10);

export default function ZoomFilterMode() {
  const [filterMode, setFilterMode] = React.useState<ZoomFilterMode>('discard');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filterMode}
        onChange={(_event, value: ZoomFilterMode | null) => value && setFilterMode(value)}
        aria-label="Filter mode of the x-axis"
      >
        <ToggleButton value="keep">keep</ToggleButton>
        <ToggleButton value="discard">discard</ToggleButton>
      </ToggleButtonGroup>
      <LineChartPro
        height={300}
        xAxis={[{ id: 'weeks', data: weeks, label: 'Week', zoom: { filterMode } }]}
        yAxis={[{ id: 'price', label: 'Price ($)', width: 60 }]}
        series={[{ data: price, label: 'Price', showMark: false }]}
        initialZoom={[{ axisId: 'weeks', start: 0, end: 25 }]}
      />
    </Stack>
  );
}
