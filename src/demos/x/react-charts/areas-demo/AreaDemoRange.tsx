import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const low = [2, 3, 5, 8, 12, 15, 17, 17, 14, 10, 6, 3];
const high = [9, 11, 15, 18, 22, 26, 29, 28, 24, 18, 13, 10];

export default function AreaDemoRange() {
  const theme = useTheme();
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
      series={[
        // The low values, without fill, are the floor of the band.
        { id: 'low', data: low, label: 'Low', stack: 'range', showMark: false, color: theme.palette.info.main },
        // The difference is stacked on top, so its area spans from low to high.
        {
          id: 'spread',
          data: high.map((value, index) => value - (low[index] ?? 0)),
          label: 'High',
          stack: 'range',
          area: true,
          showMark: false,
          color: theme.palette.warning.main,
          valueFormatter: (value, { dataIndex }) => (value === null ? '' : `${high[dataIndex]} °C`),
        },
      ]}
    />
  );
}
