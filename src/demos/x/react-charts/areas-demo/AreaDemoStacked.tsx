import { LineChart } from '@mui/x-charts/LineChart';

const years = ['2018', '2019', '2020', '2021', '2022', '2023', '2024'];

export default function AreaDemoStacked() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[{ label: 'Terawatt-hours', width: 60 }]}
      series={[
        { data: [60, 62, 58, 61, 63, 64, 66], label: 'Hydro', area: true, stack: 'energy', showMark: false },
        { data: [30, 36, 42, 50, 58, 67, 75], label: 'Wind', area: true, stack: 'energy', showMark: false },
        { data: [12, 16, 22, 29, 38, 50, 63], label: 'Solar', area: true, stack: 'energy', showMark: false },
      ]}
    />
  );
}
