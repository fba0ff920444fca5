import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { HeatmapValueType } from '@mui/x-charts-pro/models';

const records = [
  { city: 'London', month: 'Jan', temp: 5 },
  { city: 'Paris', month: 'Jan', temp: 6 },
  { city: 'Madrid', month: 'Jan', temp: 10 },
  { city: 'London', month: 'Apr', temp: 11 },
  { city: 'Paris', month: 'Apr', temp: 13 },
  { city: 'Madrid', month: 'Apr', temp: 15 },
  { city: 'London', month: 'Jul', temp: 19 },
  { city: 'Paris', month: 'Jul', temp: 21 },
  { city: 'Madrid', month: 'Jul', temp: 26 },
  { city: 'London', month: 'Oct', temp: 12 },
  { city: 'Paris', month: 'Oct', temp: 13 },
  { city: 'Madrid', month: 'Oct', temp: 17 },
];

const cities = [...new Set(records.map((r) => r.city))];
const months = [...new Set(records.map((r) => r.month))];

// The chart wants category indexes, not names.
const data: HeatmapValueType[] = records.map((r) => [
  cities.indexOf(r.city),
  months.indexOf(r.month),
  r.temp,
]);

export default function HeatmapColorMap() {
  return (
    <Heatmap
      height={300}
      xAxis={[{ data: cities }]}
      yAxis={[{ data: months }]}
      series={[
        {
          data,
          label: 'Average temperature',
          valueFormatter: (value) => (value ? `${value[2]} °C` : ''),
        },
      ]}
      zAxis={[
        {
          colorMap: { type: 'continuous', min: 0, max: 30, color: ['#e3f2fd', '#0d47a1'] },
        },
      ]}
    />
  );
}
