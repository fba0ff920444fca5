import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

export default function AreasBaseline() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        {
          data: [70, 72, 68, 75, 80, 78, 84, 88],
          label: 'Score',
          area: true,
          baseline: 'min',
          curve: 'linear',
        },
      ]}
      yAxis={[{ min: 60, max: 90 }]}
    />
  );
}
