import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function BarDemoStacked() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ label: 'Tickets closed' }]}
      series={[
        { data: [120, 135, 150, 142], label: 'Email', stack: 'channel' },
        { data: [80, 92, 88, 110], label: 'Chat', stack: 'channel' },
        { data: [40, 38, 45, 52], label: 'Phone', stack: 'channel' },
      ]}
    />
  );
}
