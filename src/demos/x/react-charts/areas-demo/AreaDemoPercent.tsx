import { LineChart } from '@mui/x-charts/LineChart';

const years = ['2019', '2020', '2021', '2022', '2023', '2024'];

export default function AreaDemoPercent() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[{ min: 0, max: 1, valueFormatter: (value: number) => `${Math.round(value * 100)}%` }]}
      series={[
        { data: [62, 55, 48, 44, 40, 37], label: 'Desktop', area: true, stack: 'share', stackOffset: 'expand', showMark: false },
        { data: [33, 40, 47, 51, 55, 58], label: 'Mobile', area: true, stack: 'share', stackOffset: 'expand', showMark: false },
        { data: [5, 5, 5, 5, 5, 5], label: 'Tablet', area: true, stack: 'share', stackOffset: 'expand', showMark: false },
      ]}
    />
  );
}
