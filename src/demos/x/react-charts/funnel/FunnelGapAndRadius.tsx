import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const tickets = [
  { label: 'Opened', value: 640 },
  { label: 'Triaged', value: 510 },
  { label: 'In progress', value: 330 },
  { label: 'Resolved', value: 290 },
];

export default function FunnelGapAndRadius() {
  const [gap, setGap] = React.useState(6);
  const [borderRadius, setBorderRadius] = React.useState(8);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ width: '100%' }}>
      <Stack sx={{ minWidth: 200 }}>
        <Typography id="funnel-gap-label" variant="body2">
          Gap: {gap}px
        </Typography>
        <Slider
          value={gap}
          min={0}
          max={20}
          onChange={(_event, value) => setGap(value)}
          aria-labelledby="funnel-gap-label"
        />
        <Typography id="funnel-radius-label" variant="body2">
          Border radius: {borderRadius}px
        </Typography>
        <Slider
          value={borderRadius}
          min={0}
          max={20}
          onChange={(_event, value) => setBorderRadius(value)}
          aria-labelledby="funnel-radius-label"
        />
      </Stack>
      <FunnelChart
        height={300}
        gap={gap}
        series={[{ data: tickets, curve: 'step', borderRadius, label: 'Tickets' }]}
        hideLegend
      />
    </Stack>
  );
}
