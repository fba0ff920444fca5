import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const balance = [12, -8, 5, 18, -3, -14, 9, 21];

export default function BarDemoPositiveNegative() {
  const theme = useTheme();
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        {
          colorMap: {
            type: 'piecewise',
            thresholds: [0],
            colors: [theme.palette.error.main, theme.palette.success.main],
          },
        },
      ]}
      series={[
        {
          data: balance,
          label: 'Net cash flow',
          valueFormatter: (value) => (value === null ? '' : `${value > 0 ? '+' : ''}${value}k`),
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
