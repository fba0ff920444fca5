import { LineChart } from '@mui/x-charts/LineChart';

const years = ['2019', '2020', '2021', '2022', '2023', '2024'];

export default function AreasStacked() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[{ label: 'Energy (TWh)' }]}
      series={[
        {
          data: [20, 24, 29, 35, 41, 48],
          label: 'Solar',
          area: true,
          stack: 'total',
          showMark: false,
        },
        {
          data: [35, 38, 40, 46, 50, 55],
          label: 'Wind',
          area: true,
          stack: 'total',
          showMark: false,
        },
        {
          data: [30, 29, 31, 30, 32, 31],
          label: 'Hydro',
          area: true,
          stack: 'total',
          showMark: false,
        },
      ]}
    />
  );
}
