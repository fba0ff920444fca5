import { LineChart } from '@mui/x-charts/LineChart';

const weeks = [1, 2, 3, 4, 5, 6, 7, 8];

export default function OverviewLineChart() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: weeks, label: 'Week', scaleType: 'point' }]}
      series={[
        {
          data: [120, 180, 150, 240, 260, 310, 290, 350],
          label: 'Visitors',
          area: true,
        },
        {
          data: [40, 55, 48, 70, 90, 96, 88, 120],
          label: 'Sign-ups',
        },
      ]}
    />
  );
}
