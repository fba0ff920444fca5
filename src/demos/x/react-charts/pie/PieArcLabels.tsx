import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

const answers = [
  { id: 'daily', label: 'Daily', value: 41 },
  { id: 'weekly', label: 'Weekly', value: 33 },
  { id: 'monthly', label: 'Monthly', value: 17 },
  { id: 'rarely', label: 'Rarely', value: 6 },
  { id: 'never', label: 'Never', value: 3 },
];

export default function PieArcLabels() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: answers,
          innerRadius: 40,
          outerRadius: 130,
          arcLabel: (item) => `${item.label} ${item.value}%`,
          // Arcs under 25 degrees are too narrow for their text.
          arcLabelMinAngle: 25,
          arcLabelRadius: '70%',
          valueFormatter: (item) => `${item.value}% of users`,
        },
      ]}
      sx={{
        [`& .${pieArcLabelClasses.root}`]: { fontSize: 13, fontWeight: 500 },
      }}
      hideLegend
    />
  );
}
