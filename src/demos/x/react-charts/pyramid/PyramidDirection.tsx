import Stack from '@mui/material/Stack';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const levels = [
  { label: 'Entry', value: 120 },
  { label: 'Mid', value: 60 },
  { label: 'Senior', value: 25 },
  { label: 'Lead', value: 8 },
];

export default function PyramidDirection() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ width: '100%' }}>
      <FunnelChart
        height={260}
        series={[{ data: levels, curve: 'pyramid', funnelDirection: 'decreasing', label: 'Decreasing' }]}
        hideLegend
      />
      <FunnelChart
        height={260}
        series={[{ data: levels, curve: 'pyramid', funnelDirection: 'increasing', label: 'Increasing' }]}
        hideLegend
      />
    </Stack>
  );
}
