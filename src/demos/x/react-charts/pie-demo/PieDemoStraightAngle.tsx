import { PieChart } from '@mui/x-charts/PieChart';

const seats = [
  { id: 'green', label: 'Greens', value: 38 },
  { id: 'social', label: 'Social Democrats', value: 112 },
  { id: 'liberal', label: 'Liberals', value: 61 },
  { id: 'conservative', label: 'Conservatives', value: 97 },
  { id: 'other', label: 'Others', value: 22 },
];

export default function PieDemoStraightAngle() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: seats,
          startAngle: -90,
          endAngle: 90,
          innerRadius: 80,
          outerRadius: 160,
          cy: '95%',
          arcLabel: 'value',
          arcLabelMinAngle: 15,
          valueFormatter: (item) => `${item.value} seats`,
        },
      ]}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
    />
  );
}
