import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

type Align = 'justify' | 'left' | 'right' | 'center';

// 'Referral' only links to the last column, so its position depends on the alignment.
const links = [
  { source: 'Ads', target: 'Landing page', value: 40 },
  { source: 'Search', target: 'Landing page', value: 60 },
  { source: 'Landing page', target: 'Pricing', value: 55 },
  { source: 'Landing page', target: 'Left', value: 45 },
  { source: 'Pricing', target: 'Sign-up', value: 30 },
  { source: 'Pricing', target: 'Left', value: 25 },
  { source: 'Referral', target: 'Sign-up', value: 20 },
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

export default function SankeyAlignment() {
  const isBrowser = useIsBrowser();
  const [align, setAlign] = React.useState<Align>('justify');
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={align}
        onChange={(_event, value: Align | null) => value && setAlign(value)}
        aria-label="Node alignment"
      >
        <ToggleButton value="justify">justify</ToggleButton>
        <ToggleButton value="left">left</ToggleButton>
        <ToggleButton value="center">center</ToggleButton>
        <ToggleButton value="right">right</ToggleButton>
      </ToggleButtonGroup>
      {isBrowser ? (
        <SankeyChart height={300} series={{ data: { links }, nodeOptions: { align } }} />
      ) : (
        <Box sx={{ height: 300 }} />
      )}
    </Stack>
  );
}
