import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const celsius = (value: number | null) => (value === null ? '' : `${value} °C`);

export default function LineDemoSimple() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
      series={[
        {
          data: [8, 9, 12, 15, 19, 23, 26, 26, 22, 17, 12, 9],
          label: 'Madrid',
          valueFormatter: celsius,
        },
        {
          data: [4, 5, 8, 11, 15, 18, 20, 20, 16, 12, 8, 5],
          label: 'Paris',
          valueFormatter: celsius,
        },
        {
          data: [-3, -2, 2, 8, 14, 18, 20, 19, 14, 8, 3, -1],
          label: 'Warsaw',
          valueFormatter: celsius,
        },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
