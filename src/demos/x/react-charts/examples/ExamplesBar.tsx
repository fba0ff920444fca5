import { BarChart } from '@mui/x-charts/BarChart';

const languages = [
  { name: 'TypeScript', share: 38 },
  { name: 'Python', share: 31 },
  { name: 'Go', share: 14 },
  { name: 'Rust', share: 9 },
  { name: 'Kotlin', share: 8 },
];

export default function ExamplesBar() {
  return (
    <BarChart
      height={280}
      layout="horizontal"
      dataset={languages}
      yAxis={[{ scaleType: 'band', dataKey: 'name', width: 90 }]}
      xAxis={[{ valueFormatter: (value: number) => `${value}%`, max: 45 }]}
      series={[
        {
          dataKey: 'share',
          label: 'Share of new repositories',
          valueFormatter: (value) => (value === null ? '' : `${value}%`),
          barLabel: (item) => `${item.value}%`,
          barLabelPlacement: 'outside',
        },
      ]}
      borderRadius={6}
      hideLegend
    />
  );
}
