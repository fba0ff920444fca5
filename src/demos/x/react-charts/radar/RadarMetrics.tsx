import { RadarChart } from '@mui/x-charts/RadarChart';

export default function RadarMetrics() {
  return (
    <RadarChart
      height={320}
      shape="circular"
      divisions={4}
      radar={{
        metrics: [
          { name: 'Distance (km)', max: 40 },
          { name: 'Elevation (m)', max: 1200 },
          { name: 'Duration (h)', max: 8 },
          { name: 'Calories (kcal)', max: 3000 },
        ],
      }}
      series={[
        { data: [32, 400, 5, 1800], label: 'Saturday ride', fillArea: true },
        { data: [18, 950, 6, 2400], label: 'Sunday hike', hideMark: true },
      ]}
    />
  );
}
