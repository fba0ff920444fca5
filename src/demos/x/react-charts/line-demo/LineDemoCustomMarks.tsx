import { LineChart } from '@mui/x-charts/LineChart';

const years = [2018, 2019, 2020, 2021, 2022, 2023, 2024];

export default function LineDemoCustomMarks() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: years, valueFormatter: (value: number) => `${value}`, tickMinStep: 1 }]}
      series={[
        { data: [2.1, 2.4, 1.8, 2.9, 3.3, 3.6, 4.0], label: 'Team A', shape: 'diamond' },
        { data: [1.5, 1.9, 2.2, 2.0, 2.6, 3.1, 3.2], label: 'Team B', shape: 'square' },
        { data: [0.9, 1.1, 1.6, 1.9, 2.1, 2.2, 2.8], label: 'Team C', shape: 'triangle' },
      ]}
    />
  );
}
