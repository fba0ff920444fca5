import { BarChart } from '@mui/x-charts/BarChart';

const dataset = [
  { year: '2021', coffee: 40, tea: 25, juice: 15, water: 20 },
  { year: '2022', coffee: 44, tea: 24, juice: 13, water: 24 },
  { year: '2023', coffee: 47, tea: 22, juice: 12, water: 27 },
  { year: '2024', coffee: 51, tea: 21, juice: 10, water: 31 },
];

export default function StackingBars() {
  return (
    <BarChart
      height={320}
      dataset={dataset}
      xAxis={[{ scaleType: 'band', dataKey: 'year' }]}
      series={[
        { dataKey: 'coffee', label: 'Coffee', stack: 'hot' },
        { dataKey: 'tea', label: 'Tea', stack: 'hot' },
        { dataKey: 'juice', label: 'Juice', stack: 'cold' },
        { dataKey: 'water', label: 'Water', stack: 'cold' },
      ]}
    />
  );
}
