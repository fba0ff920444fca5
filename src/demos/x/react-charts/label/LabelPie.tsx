import { PieChart } from '@mui/x-charts/PieChart';

const budget = [
  { id: 'rent', value: 1200, label: 'Rent' },
  { id: 'food', value: 450, label: 'Food' },
  { id: 'transport', value: 180, label: 'Transport' },
  { id: 'leisure', value: 220, label: 'Leisure' },
  { id: 'savings', value: 400, label: 'Savings' },
];

const total = budget.reduce((sum, item) => sum + item.value, 0);

export default function LabelPie() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: budget,
          innerRadius: 40,
          arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
          arcLabelMinAngle: 25,
          valueFormatter: (item) => `$${item.value} per month`,
        },
      ]}
    />
  );
}
