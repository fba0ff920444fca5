import { RadarChart } from '@mui/x-charts/RadarChart';

export default function RadarBasic() {
  return (
    <RadarChart
      height={320}
      radar={{
        max: 10,
        metrics: ['Speed', 'Battery', 'Camera', 'Screen', 'Price', 'Storage'],
      }}
      series={[
        { data: [8, 6, 9, 8, 4, 7], label: 'Phone A' },
        { data: [6, 9, 6, 7, 8, 5], label: 'Phone B' },
      ]}
    />
  );
}
