import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

const links = [
  { source: 'Applied', target: 'Screened', value: 320 },
  { source: 'Applied', target: 'Rejected', value: 580 },
  { source: 'Screened', target: 'Interviewed', value: 110 },
  { source: 'Screened', target: 'Rejected', value: 210 },
  { source: 'Interviewed', target: 'Hired', value: 24 },
  { source: 'Interviewed', target: 'Rejected', value: 86 },
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

export default function SankeyClick() {
  const isBrowser = useIsBrowser();
  const [message, setMessage] = React.useState('Click a node or a link.');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {isBrowser ? (
        <SankeyChart
          height={300}
          series={{ data: { links } }}
          onNodeClick={(_event, { node }) => setMessage(`${node.label}: ${node.value} candidates`)}
          onLinkClick={(_event, { link }) =>
            setMessage(`${link.source.label} to ${link.target.label}: ${link.value} candidates`)
          }
        />
      ) : (
        <Box sx={{ height: 300 }} />
      )}
      <Typography variant="body2" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
