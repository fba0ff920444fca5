import { BarChart } from '@mui/x-charts/BarChart';

const scores = [
  { team: 'Design', done: 18, planned: 24 },
  { team: 'Frontend', done: 31, planned: 35 },
  { team: 'Backend', done: 22, planned: 30 },
  { team: 'QA', done: 12, planned: 12 },
];

export default function LabelBars() {
  return (
    <BarChart
      height={320}
      dataset={scores}
      xAxis={[{ scaleType: 'band', dataKey: 'team' }]}
      yAxis={[{ max: 40 }]}
      series={[
        {
          dataKey: 'done',
          label: 'Done',
          barLabel: 'value',
        },
        {
          dataKey: 'planned',
          label: 'Planned',
          barLabel: (item) => `${item.value} pts`,
          barLabelPlacement: 'outside',
        },
      ]}
    />
  );
}
