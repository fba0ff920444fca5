import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

const links = [
  { source: 'Europe', target: 'Laptops', value: 120 },
  { source: 'Europe', target: 'Phones', value: 180 },
  { source: 'Americas', target: 'Laptops', value: 150 },
  { source: 'Americas', target: 'Phones', value: 90 },
  { source: 'Americas', target: 'Tablets', value: 60 },
  { source: 'Asia', target: 'Phones', value: 210 },
  { source: 'Asia', target: 'Tablets', value: 70 },
];

export default function SankeyHighlight() {
  return (
    <SankeyChart
      height={320}
      series={{
        data: { links },
        nodeOptions: { highlight: 'links', fade: 'global' },
        linkOptions: { highlight: 'nodes', fade: 'global', opacity: 0.5 },
        valueFormatter: (value) => `${value}k units`,
      }}
    />
  );
}
