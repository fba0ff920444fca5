import { PieChart } from '@mui/x-charts/PieChart';

const browsers = [
  { id: 'chrome', value: 64, label: 'Chrome' },
  { id: 'safari', value: 19, label: 'Safari' },
  { id: 'edge', value: 5, label: 'Edge' },
  { id: 'firefox', value: 3, label: 'Firefox' },
  { id: 'other', value: 9, label: 'Other' },
];

export default function PieDonut() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: browsers,
          innerRadius: 60,
          outerRadius: 110,
          paddingAngle: 2,
          cornerRadius: 4,
          arcLabel: (item) => `${item.value}%`,
          arcLabelMinAngle: 20,
          valueFormatter: (item) => `${item.value}%`,
          highlightScope: { highlight: 'item', fade: 'global' },
          faded: { additionalRadius: -6, color: 'gray' },
        },
      ]}
    />
  );
}
