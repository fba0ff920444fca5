import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOrderType } from '@mui/x-charts/models';

const orders: StackOrderType[] = ['none', 'reverse', 'ascending', 'descending', 'insideOut'];

export default function BarsStackOrder() {
  const [stackOrder, setStackOrder] = React.useState<StackOrderType>('none');
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={stackOrder}
        onChange={(_event, value: StackOrderType | null) => value && setStackOrder(value)}
        aria-label="Stack order"
        sx={{ flexWrap: 'wrap' }}
      >
        {orders.map((order) => (
          <ToggleButton key={order} value={order}>
            {order}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
        series={[
          // stackOrder is read from the first series of the stack.
          { data: [10, 12, 14, 15], label: 'Hardware', stack: 'revenue', stackOrder },
          { data: [40, 44, 47, 52], label: 'Licences', stack: 'revenue' },
          { data: [22, 25, 24, 30], label: 'Support', stack: 'revenue' },
        ]}
      />
    </Stack>
  );
}
