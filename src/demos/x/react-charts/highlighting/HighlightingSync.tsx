import * as React from 'react';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisItemIdentifier } from '@mui/x-charts/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

// Both charts use the axis id 'months', so one highlighted axis item fits both.
export default function HighlightingSync() {
  const [highlightedAxis, setHighlightedAxis] = React.useState<AxisItemIdentifier[]>([]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <LineChart
        height={220}
        xAxis={[{ id: 'months', scaleType: 'point', data: months }]}
        series={[{ data: [3.1, 3.4, 4.0, 4.4, 5.2, 6.0, 6.4, 6.1], label: 'Revenue (M$)' }]}
        highlightedAxis={highlightedAxis}
        onHighlightedAxisChange={setHighlightedAxis}
      />
      <BarChart
        height={220}
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        series={[{ data: [410, 430, 505, 520, 610, 700, 720, 690], label: 'Orders' }]}
        highlightedAxis={highlightedAxis}
        onHighlightedAxisChange={setHighlightedAxis}
      />
    </Stack>
  );
}
