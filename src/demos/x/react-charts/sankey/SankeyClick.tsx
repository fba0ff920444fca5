import * as React from 'react';
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

export default function SankeyClick() {
  const [message, setMessage] = React.useState('Click a node or a link.');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <SankeyChart
        height={300}
        series={{ data: { links } }}
        onNodeClick={(_event, { node }) => setMessage(`${node.label}: ${node.value} candidates`)}
        onLinkClick={(_event, { link }) =>
          setMessage(`${link.source.label} to ${link.target.label}: ${link.value} candidates`)
        }
      />
      <Typography variant="body2" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
