import Stack from '@mui/material/Stack';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const trial = [
  { label: 'Trial started', value: 1800 },
  { label: 'Invited a teammate', value: 950 },
  { label: 'Created a project', value: 700 },
  { label: 'Subscribed', value: 260 },
];

export default function FunnelVariant() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ width: '100%' }}>
      <FunnelChart height={260} series={[{ data: trial, label: 'Filled', variant: 'filled' }]} hideLegend />
      <FunnelChart height={260} series={[{ data: trial, label: 'Outlined', variant: 'outlined' }]} hideLegend />
    </Stack>
  );
}
