import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const layers = [
  { label: 'Unit tests', value: 70 },
  { label: 'Integration tests', value: 20 },
  { label: 'End-to-end tests', value: 10 },
];

export default function PyramidHorizontal() {
  return (
    <FunnelChart
      height={240}
      series={[
        {
          data: layers,
          curve: 'pyramid',
          layout: 'horizontal',
          variant: 'outlined',
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
    />
  );
}
