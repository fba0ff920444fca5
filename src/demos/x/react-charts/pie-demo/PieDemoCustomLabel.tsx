import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

const budget = [
  { id: 'housing', label: 'Housing', value: 1250 },
  { id: 'food', label: 'Food', value: 540 },
  { id: 'transport', label: 'Transport', value: 310 },
  { id: 'leisure', label: 'Leisure', value: 260 },
  { id: 'savings', label: 'Savings', value: 440 },
];

const total = budget.reduce((sum, item) => sum + item.value, 0);

export default function PieDemoCustomLabel() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: budget,
          outerRadius: 120,
          arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
          arcLabelMinAngle: 20,
          arcLabelRadius: '65%',
          valueFormatter: (item) => `$${item.value.toLocaleString('en-US')} a month`,
        },
      ]}
      sx={{
        [`& .${pieArcLabelClasses.root}`]: { fontWeight: 'bold', fill: 'white' },
      }}
    />
  );
}
