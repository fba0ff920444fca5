import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import type { HighlightItemData } from '@mui/x-charts/context';

const series = [
  { id: 'paris', data: [5, 6, 9, 12, 16, 19], label: 'Paris' },
  { id: 'oslo', data: [-3, -2, 1, 6, 11, 15], label: 'Oslo' },
  { id: 'rome', data: [8, 9, 12, 15, 19, 23], label: 'Rome' },
];

export default function HighlightingControlled() {
  const [item, setItem] = React.useState<HighlightItemData | null>(null);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={item?.seriesId ?? null}
        onChange={(_event, value: string | null) =>
          setItem(value === null ? null : { seriesId: value })
        }
        aria-label="Highlighted city"
      >
        {series.map((city) => (
          <ToggleButton key={city.id} value={city.id}>
            {city.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'point',
            data: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'],
          },
        ]}
        series={series.map((city) => ({
          ...city,
          highlightScope: { highlight: 'series', fade: 'global' },
        }))}
        highlightedItem={item}
        onHighlightChange={setItem}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Highlighted: {item === null ? 'none' : `${item.seriesId}`}
      </Typography>
    </Stack>
  );
}
