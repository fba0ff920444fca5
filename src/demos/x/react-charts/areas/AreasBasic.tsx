import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['6h', '9h', '12h', '15h', '18h', '21h'];

export default function AreasBasic() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: hours }]}
      series={[
        {
          data: [120, 540, 810, 620, 930, 410],
          label: 'Requests per minute',
          area: true,
          showMark: false,
        },
      ]}
    />
  );
}
