import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

const years = Array.from({ length: 30 }, (_, index) => 1995 + index);
const population = years.map((year, index) => Math.round((58 + index * 0.32 + 0.6 * Math.sin(index / 3)) * 10) / 10);

export default function ToolbarDefault() {
  return (
    <LineChartPro
      height={320}
      showToolbar
      xAxis={[{ id: 'years', data: years, valueFormatter: (year: number) => String(year), zoom: true }]}
      series={[{ data: population, label: 'Population (millions)', showMark: false }]}
    />
  );
}
