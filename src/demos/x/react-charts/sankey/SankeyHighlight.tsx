import * as React from 'react';
import Box from '@mui/material/Box';
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

export default function SankeyHighlight() {
  const isBrowser = useIsBrowser();
  return isBrowser ? (
    <SankeyChart
      height={320}
      series={{
        data: { links },
        nodeOptions: { highlight: 'links', fade: 'global' },
        linkOptions: { highlight: 'nodes', fade: 'global', opacity: 0.5 },
        valueFormatter: (value) => `${value}k units`,
      }}
    />
  ) : (
    <Box sx={{ height: 320 }} />
  );
}
