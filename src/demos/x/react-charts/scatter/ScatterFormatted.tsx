import { ScatterChart } from '@mui/x-charts/ScatterChart';

const cars = [
  { id: 'city', x: 1.0, y: 4.8 },
  { id: 'hatch', x: 1.2, y: 5.3 },
  { id: 'sedan', x: 1.6, y: 6.1 },
  { id: 'wagon', x: 2.0, y: 6.9 },
  { id: 'suv', x: 2.5, y: 8.4 },
  { id: 'van', x: 2.2, y: 8.9 },
  { id: 'sport', x: 3.0, y: 10.2 },
];

export default function ScatterFormatted() {
  return (
    <ScatterChart
      height={300}
      grid={{ vertical: true, horizontal: true }}
      xAxis={[
        {
          label: 'Engine size',
          valueFormatter: (value: number) => `${value} L`,
        },
      ]}
      yAxis={[{ label: 'Fuel use', min: 4 }]}
      series={[
        {
          data: cars,
          label: 'Models',
          markerSize: 7,
          valueFormatter: (point) =>
            point === null ? '' : `${point.x} L engine, ${point.y} L/100 km`,
        },
      ]}
    />
  );
}
