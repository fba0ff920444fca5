import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];

export default function StylingSx() {
  return (
    <LineChart
      height={300}
      grid={{ horizontal: true }}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      series={[
        {
          id: 'target',
          data: [50, 50, 55, 55, 60, 60],
          label: 'Target',
          color: '#8e24aa',
          showMark: false,
        },
        { id: 'actual', data: [42, 51, 49, 58, 61, 66], label: 'Actual' },
      ]}
      sx={(theme) => ({
        [`& .${lineClasses.line}`]: { strokeWidth: 3 },
        [`& .${lineClasses.line}[data-series="target"]`]: {
          strokeDasharray: '6 4',
        },
        [`& .${lineClasses.mark}`]: { strokeWidth: 2 },
        [`& .${chartsGridClasses.line}`]: { strokeDasharray: '2 4' },
        [`& .${axisClasses.tickLabel}`]: {
          fill: (theme.vars || theme).palette.text.secondary,
        },
      })}
    />
  );
}
