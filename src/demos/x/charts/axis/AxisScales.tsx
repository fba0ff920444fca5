import { ScatterChart } from '@mui/x-charts/ScatterChart';

const cities = [
  { id: 'village', x: 800, y: 2 },
  { id: 'town', x: 12000, y: 9 },
  { id: 'city', x: 250000, y: 38 },
  { id: 'metro', x: 2100000, y: 95 },
  { id: 'megacity', x: 14000000, y: 210 },
];

export default function AxisScales() {
  return (
    <ScatterChart
      height={300}
      grid={{ vertical: true }}
      xAxis={[
        {
          scaleType: 'log',
          label: 'Population (log scale)',
          valueFormatter: (value: number) => value.toLocaleString('en-US'),
        },
      ]}
      yAxis={[{ scaleType: 'sqrt', label: 'Bus lines (sqrt scale)' }]}
      series={[{ data: cities, label: 'Cities' }]}
    />
  );
}
