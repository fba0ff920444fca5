import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';

const points = Array.from({ length: 80 }, (_, index) => ({
  id: index,
  x: (index * 37) % 100,
  y: Math.round(((index * 53) % 100) * 0.6 + (index % 10) * 4),
}));

export default function ZoomInteractions() {
  return (
    <ScatterChartPro
      height={340}
      xAxis={[{ id: 'x', zoom: true }]}
      yAxis={[{ id: 'y', zoom: true }]}
      series={[{ data: points, label: 'Measurements', markerSize: 4 }]}
      zoomInteractionConfig={{
        // Drag a rectangle to zoom into it, double-tap (or double-click) to reset.
        zoom: ['brush', 'doubleTapReset', { type: 'wheel', requiredKeys: ['ControlOrMeta'] }],
        // Panning needs Shift so that it does not compete with the brush.
        pan: [{ type: 'drag', requiredKeys: ['Shift'] }],
      }}
    />
  );
}
