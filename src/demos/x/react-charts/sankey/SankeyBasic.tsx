import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// A household's monthly money flow, in euros. Nodes are created from the ids in the links.
const links = [
  { source: 'Salary', target: 'Budget', value: 3200 },
  { source: 'Freelance', target: 'Budget', value: 800 },
  { source: 'Budget', target: 'Housing', value: 1300 },
  { source: 'Budget', target: 'Food', value: 650 },
  { source: 'Budget', target: 'Transport', value: 350 },
  { source: 'Budget', target: 'Savings', value: 1100 },
  { source: 'Budget', target: 'Leisure', value: 600 },
  { source: 'Savings', target: 'Pension fund', value: 500 },
  { source: 'Savings', target: 'Emergency fund', value: 600 },
];

export default function SankeyBasic() {
  return <SankeyChart height={340} series={{ data: { links } }} />;
}
