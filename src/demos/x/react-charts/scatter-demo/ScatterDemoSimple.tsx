import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Height (cm) and weight (kg) of 20 adults.
const people = ([
  [158, 52], [162, 58], [165, 61], [167, 55], [168, 66], [170, 63], [171, 70], [172, 68],
  [174, 72], [175, 66], [176, 78], [177, 74], [178, 80], [180, 76], [181, 85], [182, 79],
  [184, 88], [185, 83], [188, 91], [191, 95],
] as [number, number][]).map(([x, y], index) => ({ id: index, x, y }));

export default function ScatterDemoSimple() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Height (cm)', min: 150, max: 195 }]}
      yAxis={[{ label: 'Weight (kg)', min: 45, max: 100 }]}
      series={[
        {
          data: people,
          label: 'Adults',
          valueFormatter: (point) => (point === null ? '' : `${point.x} cm, ${point.y} kg`),
        },
      ]}
      grid={{ horizontal: true, vertical: true }}
      hideLegend
    />
  );
}
