import { PieChart } from '@mui/x-charts/PieChart';

export default function PieHalf() {
  return (
    <PieChart
      height={220}
      series={[
        {
          startAngle: -90,
          endAngle: 90,
          innerRadius: 80,
          outerRadius: 150,
          cy: '90%',
          data: [
            { id: 'yes', value: 212, label: 'Yes' },
            { id: 'no', value: 143, label: 'No' },
            { id: 'abstain', value: 45, label: 'Abstain' },
          ],
        },
      ]}
    />
  );
}
