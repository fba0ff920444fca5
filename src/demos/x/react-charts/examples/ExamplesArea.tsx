import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

export default function ExamplesArea() {
  return (
    <LineChart
      height={280}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        { data: [210, 230, 250, 270, 300, 330, 360, 400], label: 'Free plan', area: true, stack: 'users', showMark: false },
        { data: [40, 46, 55, 61, 70, 82, 90, 104], label: 'Paid plan', area: true, stack: 'users', showMark: false },
      ]}
    />
  );
}
