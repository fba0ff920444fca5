import * as React from 'react';
import Box from '@mui/material/Box';
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

const noSubscription = () => () => {};

/**
 * True once the page runs in the browser. @mui/x-charts-pro 8.29.3 computes the Sankey layout with
 * `Iterator.prototype.toArray`, which Node.js only has from version 22: on an older server, render
 * the chart in the browser only.
 */
function useIsBrowser() {
  return React.useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export default function SankeyBasic() {
  const isBrowser = useIsBrowser();
  return isBrowser ? (
    <SankeyChart height={340} series={{ data: { links } }} />
  ) : (
    <Box sx={{ height: 340 }} />
  );
}
