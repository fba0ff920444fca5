import { ScatterChart } from '@mui/x-charts/ScatterChart';

/** Spreads `count` points around a center on a fixed pattern, so every render draws the same chart. */
function cluster(prefix: string, cx: number, cy: number, spreadX: number, spreadY: number, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const angle = index * 2.4;
    const distance = Math.sqrt((index + 1) / count);
    return {
      id: `${prefix}-${index}`,
      x: Math.round((cx + Math.cos(angle) * distance * spreadX) * 10) / 10,
      y: Math.round((cy + Math.sin(angle) * distance * spreadY) * 10) / 10,
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
        { label: 'Occasional', data: cluster('occasional', 3.5, 32, 2.5, 14, 25), markerSize: 4 },
        { label: 'Regular', data: cluster('regular', 9, 60, 3, 16, 30), markerSize: 4 },
        { label: 'Loyal', data: cluster('loyal', 15, 92, 2.5, 14, 20), markerSize: 4 },
      ]}
    />
  );
}
