import { BarChart } from '@mui/x-charts/BarChart';

const ageGroups = ['0-14', '15-24', '25-34', '35-44', '45-54', '55-64', '65-74', '75+'];
// Percentages of the total population; men are negative so that they grow to the left.
const men = [-7.9, -5.6, -6.1, -6.6, -7.0, -6.4, -4.9, -3.2];
const women = [7.5, 5.3, 6.0, 6.6, 7.1, 6.7, 5.5, 4.9];

const percent = (value: number | null) => (value === null ? '' : `${Math.abs(value)}%`);

export default function BarDemoPopulationPyramid() {
  return (
    <BarChart
      height={360}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: ageGroups, width: 60, categoryGapRatio: 0.1 }]}
      xAxis={[{ valueFormatter: (value: number) => `${Math.abs(value)}%`, min: -9, max: 9 }]}
      series={[
        { data: men, label: 'Men', stack: 'population', valueFormatter: percent },
        { data: women, label: 'Women', stack: 'population', valueFormatter: percent },
      ]}
      grid={{ vertical: true }}
    />
  );
}
