import { BarChart } from '@mui/x-charts/BarChart';

const dataset = [
  { month: 'Jan', online: 42, store: 31 },
  { month: 'Feb', online: 38, store: 29 },
  { month: 'Mar', online: 51, store: 35 },
  { month: 'Apr', online: 47, store: 40 },
  { month: 'May', online: 56, store: 44 },
  { month: 'Jun', online: 63, store: 41 },
];

const euros = (value: number | null) => (value === null ? '' : `€${value}k`);

export default function BarDemoSimple() {
  return (
    <BarChart
      height={320}
      dataset={dataset}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[{ valueFormatter: (value: number) => `€${value}k` }]}
      series={[
        { dataKey: 'online', label: 'Online', valueFormatter: euros },
        { dataKey: 'store', label: 'In store', valueFormatter: euros },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
