import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul'];

export default function LinesBasic() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        { data: [4, 6, 9, 13, 17, 20, 22], label: 'Madrid (°C)' },
        { data: [-2, 0, 4, 9, 14, 18, 20], label: 'Warsaw (°C)' },
      ]}
    />
  );
}
