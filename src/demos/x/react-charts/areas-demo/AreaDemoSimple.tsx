import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const visitors = [3.1, 3.4, 4.2, 4.8, 5.6, 6.9, 8.2, 8.8, 6.4, 5.1, 3.9, 4.4];

export default function AreaDemoSimple() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}k` }]}
      series={[
        {
          data: visitors,
          label: 'Visitors',
          area: true,
          showMark: false,
          valueFormatter: (value) => (value === null ? '' : `${value * 1000} visitors`),
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
