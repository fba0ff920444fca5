import { ScatterChart } from '@mui/x-charts/ScatterChart';

const cities = [
  { id: 'village', x: 800, y: 2 },
  { id: 'town', x: 12000, y: 9 },
  { id: 'city', x: 250000, y: 38 },
  { id: 'metro', x: 2100000, y: 95 },
  { id: 'megacity', x: 14000000, y: 210 },
];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

export default function AxisScales() {
  return (
    <ScatterChart
      height={300}
      grid={{ vertical: true }}
      xAxis={[
        {
          scaleType: 'log',
          label: 'Population (log scale)',
          tickInterval: [1000, 10000, 100000, 1000000, 10000000],
          valueFormatter: (value: number) => compact.format(value),
        },
      ]}
      yAxis={[{ scaleType: 'sqrt', label: 'Bus lines (sqrt scale)' }]}
      series={[{ data: cities, label: 'Cities' }]}
    />
  );
}
