import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { BarChart } from '@mui/x-charts/BarChart';
import type { SeriesItemIdentifier } from '@mui/x-charts/models';

const cities = ['Oslo', 'Madrid', 'Cairo', 'Lima', 'Perth'];
const sunshine = [1668, 2769, 3451, 1230, 3230];

export default function TooltipControlled() {
  const [tooltipItem, setTooltipItem] = React.useState<SeriesItemIdentifier<'bar'> | null>(null);

  const showExtreme = (kind: 'max' | 'min') => {
    const target = kind === 'max' ? Math.max(...sunshine) : Math.min(...sunshine);
    setTooltipItem({ type: 'bar', seriesId: 'sun', dataIndex: sunshine.indexOf(target) });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} role="group" aria-label="Open the tooltip on">
        <Button size="small" variant="outlined" onClick={() => showExtreme('max')}>
          Sunniest
        </Button>
        <Button size="small" variant="outlined" onClick={() => showExtreme('min')}>
          Least sunny
        </Button>
        <Button size="small" onClick={() => setTooltipItem(null)}>
          Close
        </Button>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: cities }]}
        series={[{ id: 'sun', data: sunshine, label: 'Sunshine (hours per year)' }]}
        slotProps={{ tooltip: { trigger: 'item' } }}
        tooltipItem={tooltipItem}
        onTooltipItemChange={setTooltipItem}
      />
    </Stack>
  );
}
