import { ScatterChart } from '@mui/x-charts/ScatterChart';

/** Spreads `count` points around a center on a fixed pattern, so every render draws the same chart. */
function cluster(prefix: string, cx: number, cy: number, spread: number, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const angle = index * 2.4;
    const distance = spread * Math.sqrt((index + 1) / count);
    return {
      id: `${prefix}-${index}`,
      x: Math.round((cx + Math.cos(angle) * distance) * 10) / 10,
      y: Math.round((cy + Math.sin(angle) * distance * 0.7) * 10) / 10,
    };
  });
}

export default function ScatterDemoClusters() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{ label: 'Sessions per week', min: 0, max: 20 }]}
      yAxis={[{ label: 'Average basket (€)', min: 0, max: 120 }]}
      series={[
        { label: 'Occasional', data: cluster('occasional', 3, 35, 3, 25), markerSize: 4 },
        { label: 'Regular', data: cluster('regular', 9, 60, 3.5, 30), markerSize: 4 },
        { label: 'Loyal', data: cluster('loyal', 15, 95, 3, 20), markerSize: 4 },
      ]}
    />
  );
}
