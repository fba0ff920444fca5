import { PieChart } from '@mui/x-charts/PieChart';

const regions = [
  { id: 'europe', label: 'Europe', value: 48 },
  { id: 'americas', label: 'Americas', value: 34 },
  { id: 'asia', label: 'Asia', value: 18 },
];

// Outer ring: countries in the same order as their region, so that arcs line up.
const countries = [
  { id: 'de', label: 'Germany', value: 20 },
  { id: 'fr', label: 'France', value: 16 },
  { id: 'es', label: 'Spain', value: 12 },
  { id: 'us', label: 'United States', value: 24 },
  { id: 'br', label: 'Brazil', value: 10 },
  { id: 'jp', label: 'Japan', value: 11 },
  { id: 'in', label: 'India', value: 7 },
];

const percent = (item: { value: number }) => `${item.value}%`;

export default function PieDemoTwoLevel() {
  return (
    <PieChart
      height={320}
      series={[
        {
          id: 'regions',
          data: regions,
          outerRadius: 80,
          arcLabel: 'label',
          arcLabelMinAngle: 30,
          valueFormatter: percent,
          highlightScope: { highlight: 'item', fade: 'global' },
        },
        {
          id: 'countries',
          data: countries,
          innerRadius: 90,
          outerRadius: 130,
          paddingAngle: 1,
          valueFormatter: percent,
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
      slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
    />
  );
}
