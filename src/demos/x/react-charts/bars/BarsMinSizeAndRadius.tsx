import { BarChart } from '@mui/x-charts/BarChart';

const teams = ['Design', 'Web', 'Mobile', 'Data', 'Ops'];

export default function BarsMinSizeAndRadius() {
  return (
    <BarChart
      height={300}
      borderRadius={10}
      xAxis={[{ scaleType: 'band', data: teams }]}
      series={[
        // 0.2 would be invisible: minBarSize draws it 6px tall. The 0 keeps no bar.
        { data: [14, 0.2, 9, 0, 11], label: 'Open incidents', minBarSize: 6 },
        { data: [3, 5, 2, 4, 6], label: 'Escalated', stack: 'priority' },
        { data: [6, 2, 5, 3, 1], label: 'Routine', stack: 'priority' },
      ]}
    />
  );
}
