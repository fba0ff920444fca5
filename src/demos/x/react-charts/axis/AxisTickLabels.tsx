import { BarChart } from '@mui/x-charts/BarChart';

const departments = [
  'Research and development',
  'Customer success',
  'Finance and accounting',
  'Human resources',
  'Marketing and communication',
  'Information technology',
];

export default function AxisTickLabels() {
  return (
    <BarChart
      height={360}
      xAxis={[
        {
          scaleType: 'band',
          data: departments,
          // Rotated labels need vertical room: the axis height grows to fit them.
          height: 90,
          tickLabelStyle: { angle: -30, textAnchor: 'end', fontSize: 12 },
        },
      ]}
      yAxis={[{ label: 'Head count', width: 60 }]}
      series={[{ data: [48, 35, 22, 12, 27, 31], label: 'Employees' }]}
    />
  );
}
