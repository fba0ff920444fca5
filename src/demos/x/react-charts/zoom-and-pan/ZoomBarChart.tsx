import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

const months = [
  'Jan 24', 'Feb 24', 'Mar 24', 'Apr 24', 'May 24', 'Jun 24',
  'Jul 24', 'Aug 24', 'Sep 24', 'Oct 24', 'Nov 24', 'Dec 24',
  'Jan 25', 'Feb 25', 'Mar 25', 'Apr 25', 'May 25', 'Jun 25',
  'Jul 25', 'Aug 25', 'Sep 25', 'Oct 25', 'Nov 25', 'Dec 25',
];
const orders = months.map((_, index) => 120 + ((index * 37) % 90) + index * 4);

export default function ZoomBarChart() {
  return (
    <BarChartPro
      height={320}
      xAxis={[{ id: 'months', scaleType: 'band', data: months, zoom: true }]}
      series={[{ data: orders, label: 'Orders' }]}
      initialZoom={[{ axisId: 'months', start: 50, end: 100 }]}
    />
  );
}
