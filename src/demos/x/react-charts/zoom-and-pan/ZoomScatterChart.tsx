import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';

// 120 points on a spiral-like cloud: deterministic, dense enough to be worth zooming into.
const points = Array.from({ length: 120 }, (_, index) => ({
  id: index,
  x: Math.round((50 + (index / 3) * Math.cos(index / 4)) * 10) / 10,
  y: Math.round((50 + (index / 3) * Math.sin(index / 4)) * 10) / 10,
}));

export default function ZoomScatterChart() {
  return (
    <ScatterChartPro
      height={360}
      xAxis={[{ id: 'x', zoom: true }]}
      yAxis={[{ id: 'y', zoom: true }]}
      series={[{ data: points, label: 'Samples', markerSize: 3 }]}
    />
  );
}
