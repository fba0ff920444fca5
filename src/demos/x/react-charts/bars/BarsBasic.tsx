import { BarChart } from '@mui/x-charts/BarChart';

export default function BarsBasic() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: ['Red', 'Green', 'Blue', 'Yellow'] }]}
      series={[{ data: [12, 19, 7, 15], label: 'Votes' }]}
    />
  );
}
