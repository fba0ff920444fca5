import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

export default function StylingColorMap() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        {
          label: 'Profit (k$)',
          colorMap: {
            type: 'piecewise',
            thresholds: [0],
            colors: ['#e53935', '#43a047'],
          },
        },
      ]}
      series={[{ data: [12, 8, -4, 6, -9, 14, 18, -2], label: 'Profit' }]}
      hideLegend
    />
  );
}
