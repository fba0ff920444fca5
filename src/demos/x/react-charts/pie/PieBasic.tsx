import { PieChart } from '@mui/x-charts/PieChart';

export default function PieBasic() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: [
            { id: 0, value: 48, label: 'Desktop' },
            { id: 1, value: 37, label: 'Mobile' },
            { id: 2, value: 15, label: 'Tablet' },
          ],
        },
      ]}
    />
  );
}
