import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const tiers = ['Free', 'Starter', 'Team', 'Enterprise'];
const accounts = [5400, 3100, 1900, 1200];

export default function PyramidStepLinear() {
  return (
    <FunnelChart
      height={320}
      categoryAxis={{ categories: tiers, position: 'left', scaleType: 'linear', size: 90 }}
      series={[
        {
          data: accounts.map((value) => ({ value })),
          curve: 'step-pyramid',
          label: 'Accounts',
          borderRadius: 4,
          valueFormatter: (item) => item.value.toLocaleString('en-US'),
        },
      ]}
      gap={4}
      hideLegend
    />
  );
}
