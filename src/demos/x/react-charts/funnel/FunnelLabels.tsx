import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const candidates = [
  { label: 'Applications', value: 480 },
  { label: 'Phone screens', value: 150 },
  { label: 'Interviews', value: 42 },
  { label: 'Offers', value: 9 },
];

const first = candidates[0]?.value ?? 1;

export default function FunnelLabels() {
  return (
    <FunnelChart
      height={320}
      series={[
        {
          data: candidates,
          label: 'Candidates',
          // The label inside each section: its share of the first step.
          valueFormatter: (item) => `${Math.round((item.value / first) * 100)}% (${item.value})`,
          sectionLabel: (item) =>
            item.dataIndex === candidates.length - 1
              ? { position: { horizontal: 'end' }, textAnchor: 'start', offset: { x: 8 } }
              : { position: { vertical: 'middle', horizontal: 'center' } },
        },
      ]}
      hideLegend
      margin={{ right: 90 }}
    />
  );
}
