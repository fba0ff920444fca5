import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function ExportToolbar() {
  return (
    <LineChartPro
      height={320}
      showToolbar
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        { data: [3, 4, 6, 9, 13, 16, 18, 18, 15, 11, 7, 4], label: 'Berlin (°C)' },
        { data: [9, 10, 12, 14, 18, 21, 24, 24, 21, 17, 13, 10], label: 'Lisbon (°C)' },
      ]}
    />
  );
}
