import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function BarDemoStackedBySign() {
  return (
    <BarChart
      height={340}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ label: 'Thousands of euros' }]}
      series={[
        { data: [40, 42, 45, 44, 50, 53], label: 'Subscriptions', stack: 'cash' },
        { data: [10, 8, 14, 12, 9, 16], label: 'Services', stack: 'cash' },
        { data: [-25, -26, -27, -27, -29, -30], label: 'Salaries', stack: 'cash' },
        { data: [-8, -12, -6, -15, -9, -7], label: 'Marketing', stack: 'cash' },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
