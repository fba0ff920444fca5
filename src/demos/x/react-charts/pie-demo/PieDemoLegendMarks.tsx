import { PieChart } from '@mui/x-charts/PieChart';

const responses = [
  { id: 'yes', label: 'Yes', value: 62, labelMarkType: 'circle' as const },
  { id: 'no', label: 'No', value: 27, labelMarkType: 'square' as const },
  { id: 'unsure', label: 'Not sure', value: 11, labelMarkType: 'line' as const },
];

export default function PieDemoLegendMarks() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: responses,
          innerRadius: 40,
          valueFormatter: (item) => `${item.value} answers`,
        },
      ]}
    />
  );
}
