import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { VisibilityIdentifier } from '@mui/x-charts/plugins';

const series = [
  { id: 'rent', label: 'Rent', data: [1200, 1200, 1250, 1250, 1250, 1300] },
  { id: 'food', label: 'Food', data: [420, 450, 400, 470, 440, 460] },
  { id: 'travel', label: 'Travel', data: [90, 300, 120, 80, 650, 200] },
];

export default function LegendControlledVisibility() {
  const [hiddenItems, setHiddenItems] = React.useState<VisibilityIdentifier<'line'>[]>([]);
  const hiddenIds = hiddenItems.map((item) => item.seriesId);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setHiddenItems([])}>
          Show all
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Hidden: {hiddenIds.length === 0 ? 'none' : hiddenIds.join(', ')}
        </Typography>
      </Stack>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'] }]}
        series={series}
        hiddenItems={hiddenItems}
        onHiddenItemsChange={setHiddenItems}
        slotProps={{ legend: { toggleVisibilityOnClick: true } }}
      />
    </Stack>
  );
}
