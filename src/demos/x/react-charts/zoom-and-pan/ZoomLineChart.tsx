import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// 90 days of visits, computed from a formula so that every render draws the same line.
const days = Array.from({ length: 90 }, (_, index) => index + 1);
const visits = days.map((day) =>
  Math.round(400 + day * 3 + 80 * Math.sin(day / 5) + 30 * Math.cos(day / 2)),
);

export default function ZoomLineChart() {
  return (
    <LineChartPro
      height={320}
      xAxis={[
        {
          id: 'days',
          data: days,
          label: 'Day of the quarter',
          zoom: true,
        },
      ]}
      series={[{ data: visits, label: 'Visits', showMark: false }]}
    />
  );
}
