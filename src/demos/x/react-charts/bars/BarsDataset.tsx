import { BarChart } from '@mui/x-charts/BarChart';

const rainfall = [
  { month: 'Jan', london: 55, paris: 51, seoul: 21 },
  { month: 'Feb', london: 41, paris: 42, seoul: 28 },
  { month: 'Mar', london: 42, paris: 48, seoul: 45 },
  { month: 'Apr', london: 44, paris: 53, seoul: 75 },
  { month: 'May', london: 49, paris: 65, seoul: 101 },
];

const mm = (value: number | null) => (value === null ? '' : `${value} mm`);

export default function BarsDataset() {
  return (
    <BarChart
      height={320}
      dataset={rainfall}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[{ label: 'Rainfall (mm)' }]}
      series={[
        { dataKey: 'london', label: 'London', valueFormatter: mm },
        { dataKey: 'paris', label: 'Paris', valueFormatter: mm },
        { dataKey: 'seoul', label: 'Seoul', valueFormatter: mm },
      ]}
    />
  );
}
