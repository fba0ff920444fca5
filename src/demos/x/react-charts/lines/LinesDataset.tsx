import { LineChart } from '@mui/x-charts/LineChart';

const dataset = [
  { year: 2017, coffee: 2.1, tea: 1.1 },
  { year: 2018, coffee: 2.3, tea: 1.0 },
  { year: 2019, coffee: 2.4, tea: 1.2 },
  { year: 2020, coffee: 2.0, tea: 1.4 },
  { year: 2021, coffee: 2.6, tea: 1.3 },
  { year: 2022, coffee: 2.9, tea: 1.2 },
  { year: 2023, coffee: 3.1, tea: 1.3 },
];

export default function LinesDataset() {
  return (
    <LineChart
      height={300}
      dataset={dataset}
      xAxis={[{ dataKey: 'year', valueFormatter: (value: number) => `${value}`, tickMinStep: 1 }]}
      yAxis={[{ label: 'Cups a day', min: 0 }]}
      series={[
        { dataKey: 'coffee', label: 'Coffee', curve: 'linear' },
        { dataKey: 'tea', label: 'Tea', curve: 'linear' },
      ]}
    />
  );
}
