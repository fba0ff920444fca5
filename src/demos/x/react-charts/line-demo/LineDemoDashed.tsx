import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];

export default function LineDemoDashed() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      series={[
        { id: 'actual', data: [12, 19, 27, 31, 40, 46, 55, 61], label: 'Orders shipped' },
        {
          id: 'target',
          data: [10, 20, 30, 40, 50, 60, 70, 80],
          label: 'Target',
          showMark: false,
          curve: 'linear',
        },
      ]}
      sx={{
        [`& .${lineClasses.line}[data-series="target"]`]: {
          strokeDasharray: '6 4',
          strokeWidth: 1.5,
        },
      }}
    />
  );
}
