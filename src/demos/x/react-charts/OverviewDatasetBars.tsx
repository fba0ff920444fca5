import { BarChart } from '@mui/x-charts/BarChart';

const dataset = [
  { month: 'Jan', revenue: 42, costs: 30 },
  { month: 'Feb', revenue: 51, costs: 33 },
  { month: 'Mar', revenue: 47, costs: 35 },
  { month: 'Apr', revenue: 58, costs: 36 },
  { month: 'May', revenue: 63, costs: 40 },
];

const thousands = (value: number | null) =>
  value === null ? '' : `$${value}k`;

export default function OverviewDatasetBars() {
  return (
    <BarChart
      height={300}
      dataset={dataset}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}k` }]}
      series={[
        { dataKey: 'revenue', label: 'Revenue', valueFormatter: thousands },
        { dataKey: 'costs', label: 'Costs', valueFormatter: thousands },
      ]}
    />
  );
}
