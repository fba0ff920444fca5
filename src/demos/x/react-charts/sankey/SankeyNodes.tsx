import * as React from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

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

export default function SankeyNodes() {
  const isBrowser = useIsBrowser();
  const theme = useTheme();
  const nodes = [
    { id: 'coal', label: 'Coal', color: theme.palette.grey[600] },
    { id: 'gas', label: 'Natural gas', color: theme.palette.warning.main },
    { id: 'wind', label: 'Wind', color: theme.palette.info.main },
    { id: 'solar', label: 'Solar', color: theme.palette.success.main },
    {
      id: 'grid',
      label: 'Electricity grid',
      color: theme.palette.primary.main,
    },
    { id: 'homes', label: 'Homes', color: theme.palette.secondary.main },
    { id: 'industry', label: 'Industry', color: theme.palette.secondary.main },
    { id: 'losses', label: 'Losses', color: theme.palette.error.main },
  ];
  const links = [
    { source: 'coal', target: 'grid', value: 18 },
    { source: 'gas', target: 'grid', value: 32 },
    { source: 'wind', target: 'grid', value: 27 },
    { source: 'solar', target: 'grid', value: 15 },
    { source: 'grid', target: 'homes', value: 38 },
    { source: 'grid', target: 'industry', value: 46 },
    // This link takes the color of its target rather than its source.
    { source: 'grid', target: 'losses', value: 8, color: 'target' },
  ];
  return isBrowser ? (
    <SankeyChart
      height={340}
      series={{
        data: { nodes, links },
        nodeOptions: { width: 12, padding: 16 },
        linkOptions: { opacity: 0.5 },
        valueFormatter: (value) => `${value} TWh`,
      }}
    />
  ) : (
    <Box sx={{ height: 340 }} />
  );
}
