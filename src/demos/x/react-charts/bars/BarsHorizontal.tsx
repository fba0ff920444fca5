import { BarChart } from '@mui/x-charts/BarChart';

const packages = [
  { name: 'react', downloads: 120 },
  { name: 'lodash', downloads: 95 },
  { name: 'typescript', downloads: 110 },
  { name: 'dayjs', downloads: 40 },
];

export default function BarsHorizontal() {
  return (
    <BarChart
      layout="horizontal"
      height={260}
      dataset={packages}
      yAxis={[{ scaleType: 'band', dataKey: 'name', width: 90 }]}
      xAxis={[{ label: 'Weekly downloads (millions)' }]}
      series={[{ dataKey: 'downloads', label: 'Downloads' }]}
      hideLegend
    />
  );
}
