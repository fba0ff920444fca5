import { LineChart } from '@mui/x-charts/LineChart';

const quarters = [
  '2023-Q1',
  '2023-Q2',
  '2023-Q3',
  '2023-Q4',
  '2024-Q1',
  '2024-Q2',
];

export default function AxisFormatting() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'point',
          data: quarters,
          label: 'Quarter',
          valueFormatter: (value: string, context) => {
            const [year = '', quarter = ''] = value.split('-');
            return context.location === 'tick'
              ? `${quarter} '${year.slice(2)}`
              : `${quarter} of ${year}`;
          },
        },
      ]}
      yAxis={[
        {
          label: 'Revenue',
          min: 0,
          max: 2000000,
          width: 70,
          valueFormatter: (value: number) => `$${value / 1000000}M`,
        },
      ]}
      series={[
        {
          data: [820000, 950000, 1100000, 1240000, 1380000, 1710000],
          label: 'Revenue',
        },
      ]}
    />
  );
}
