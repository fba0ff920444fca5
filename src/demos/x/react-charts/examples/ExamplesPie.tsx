import { PieChart } from '@mui/x-charts/PieChart';

const devices = [
  { id: 'mobile', label: 'Mobile', value: 58 },
  { id: 'desktop', label: 'Desktop', value: 36 },
  { id: 'tablet', label: 'Tablet', value: 6 },
];

export default function ExamplesPie() {
  return (
    <PieChart
      height={240}
      series={[
        {
          data: devices,
          innerRadius: 50,
          paddingAngle: 2,
          cornerRadius: 4,
          arcLabel: (item) => `${item.value}%`,
          arcLabelMinAngle: 25,
          valueFormatter: (item) => `${item.value}% of sessions`,
        },
      ]}
    />
  );
}
