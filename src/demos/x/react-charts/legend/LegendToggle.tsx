import { LineChart } from '@mui/x-charts/LineChart';

const years = ['2020', '2021', '2022', '2023', '2024'];

export default function LegendToggle() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: years }]}
      series={[
        { data: [12, 15, 19, 24, 30], label: 'React' },
        { data: [10, 11, 12, 12, 13], label: 'Vue' },
        { data: [8, 8, 7, 7, 6], label: 'Angular' },
        { data: [1, 2, 4, 6, 9], label: 'Svelte' },
      ]}
      slotProps={{
        legend: {
          toggleVisibilityOnClick: true,
          sx: { gap: 2 },
        },
      }}
    />
  );
}
