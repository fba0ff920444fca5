import { RadarChart } from '@mui/x-charts/RadarChart';

export default function ExamplesRadar() {
  return (
    <RadarChart
      height={300}
      radar={{
        max: 10,
        metrics: ['Speed', 'Battery', 'Camera', 'Screen', 'Price'],
      }}
      series={[
        { label: 'Phone A', data: [8, 6, 9, 8, 4] },
        { label: 'Phone B', data: [6, 9, 6, 7, 8] },
      ]}
    />
  );
}
