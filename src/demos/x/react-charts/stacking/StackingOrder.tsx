import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOrderType } from '@mui/x-charts/models';

const orders: StackOrderType[] = ['none', 'reverse', 'appearance', 'ascending', 'descending', 'insideOut'];
const years = ['2021', '2022', '2023', '2024'];
const energy = [
  { id: 'coal', label: 'Coal', data: [30, 26, 20, 14] },
  { id: 'gas', label: 'Gas', data: [22, 24, 23, 21] },
  { id: 'wind', label: 'Wind', data: [10, 14, 19, 25] },
  { id: 'solar', label: 'Solar', data: [4, 7, 11, 16] },
  { id: 'nuclear', label: 'Nuclear', data: [18, 17, 18, 18] },
];

export default function StackingOrder() {
  const [stackOrder, setStackOrder] = React.useState<StackOrderType>('ascending');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="stackOrder"
        value={stackOrder}
        onChange={(event) => setStackOrder(event.target.value as StackOrderType)}
        sx={{ width: 200 }}
      >
        {orders.map((order) => (
          <MenuItem key={order} value={order}>
            {order}
          </MenuItem>
        ))}
      </TextField>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: years }]}
        series={energy.map((source) => ({ ...source, stack: 'mix', stackOrder }))}
      />
    </Stack>
  );
}
