import { BarChart } from '@mui/x-charts/BarChart';

// Eight quarters over two years: the x-axis shows a row for the quarter and one for the year.
const quarters = [
  { year: 2024, quarter: 'Q1' }, { year: 2024, quarter: 'Q2' }, { year: 2024, quarter: 'Q3' }, { year: 2024, quarter: 'Q4' },
  { year: 2025, quarter: 'Q1' }, { year: 2025, quarter: 'Q2' }, { year: 2025, quarter: 'Q3' }, { year: 2025, quarter: 'Q4' },
];
const revenue = [2.1, 2.4, 2.2, 3.0, 2.6, 2.9, 2.8, 3.6];

export default function AxisGroups() {
  return (
    <BarChart
      height={320}
      xAxis={[
        {
          scaleType: 'band',
          data: quarters,
          height: 50,
          valueFormatter: (item: { year: number; quarter: string }, context) =>
            context.location === 'tick' ? item.quarter : `${item.quarter} ${item.year}`,
          groups: [
            { getValue: (item: { quarter: string }) => item.quarter },
            { getValue: (item: { year: number }) => item.year, tickSize: 20 },
          ],
        },
      ]}
      series={[{ data: revenue, label: 'Revenue (M$)' }]}
    />
  );
}
