import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 20 }, (_, index) => `Day ${index + 1}`);
const price = [101, 103, 102, 105, 108, 107, 111, 110, 114, 117, 115, 112, 116, 119, 121, 120, 124, 127, 125, 129];

export default function ExamplesLine() {
  return (
    <LineChart
      height={280}
      xAxis={[{ scaleType: 'point', data: days, tickLabelInterval: (_value, index) => index % 5 === 0 }]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}` }]}
      series={[
        {
          data: price,
          label: 'Closing price',
          showMark: false,
          curve: 'linear',
          valueFormatter: (value) => (value === null ? '' : `$${value.toFixed(2)}`),
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
