import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartsLegendProps } from '@mui/x-charts/ChartsLegend';

const languages = [
  { id: 'ts', value: 38, label: 'TypeScript' },
  { id: 'py', value: 27, label: 'Python' },
  { id: 'go', value: 14, label: 'Go' },
  { id: 'rs', value: 11, label: 'Rust' },
  { id: 'other', value: 10, label: 'Other' },
];

export default function LegendItemClick() {
  const [message, setMessage] = React.useState('Click a legend item.');

  const handleItemClick: ChartsLegendProps['onItemClick'] = (_event, item, index) => {
    const slice = languages.find((language) => language.id === item.itemId);
    setMessage(`Item ${index}: ${item.label}, ${slice?.value ?? 0}% of the repositories (series ${String(item.seriesId)}).`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <PieChart
        height={240}
        series={[{ data: languages, innerRadius: 40 }]}
        slotProps={{ legend: { onItemClick: handleItemClick } }}
      />
      <Typography variant="body2" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
