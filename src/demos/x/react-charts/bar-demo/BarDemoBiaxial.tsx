import { BarChart } from '@mui/x-charts/BarChart';

const cities = ['Lisbon', 'Madrid', 'Rome', 'Athens', 'Vienna'];

export default function BarDemoBiaxial() {
  return (
    <BarChart
      height={340}
      xAxis={[{ scaleType: 'band', data: cities }]}
      yAxis={[
        { id: 'visitors', label: 'Visitors (millions)', width: 60 },
        { id: 'nights', label: 'Average nights', position: 'right', width: 60 },
      ]}
      series={[
        { data: [6.1, 9.3, 10.1, 7.4, 7.9], label: 'Visitors (millions)', yAxisId: 'visitors' },
        { data: [2.6, 2.3, 2.9, 3.4, 2.1], label: 'Average nights', yAxisId: 'nights' },
      ]}
    />
  );
}
