import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type Offset = 'diverging' | 'expand';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function StackingOffset() {
  const [offset, setOffset] = React.useState<Offset>('diverging');
  const format = (value: number | null) =>
    value === null ? '' : `${value} users`;

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={offset}
        onChange={(_event, value: Offset | null) => value && setOffset(value)}
        aria-label="Stack offset"
      >
        <ToggleButton value="diverging">diverging</ToggleButton>
        <ToggleButton value="expand">expand</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          {
            valueFormatter: (value: number) =>
              offset === 'expand' ? `${Math.round(value * 100)}%` : `${value}`,
          },
        ]}
        series={[
          {
            data: [120, 150, 170, 160, 210, 240],
            label: 'Free',
            stack: 'plan',
            stackOffset: offset,
            valueFormatter: format,
          },
          {
            data: [40, 45, 60, 72, 80, 95],
            label: 'Team',
            stack: 'plan',
            stackOffset: offset,
            valueFormatter: format,
          },
          {
            data: [10, 12, 15, 18, 25, 30],
            label: 'Enterprise',
            stack: 'plan',
            stackOffset: offset,
            valueFormatter: format,
          },
        ]}
      />
    </Stack>
  );
}
