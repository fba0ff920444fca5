import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

const sources = [
  { id: 'search', label: 'Search', value: 4200, detail: 'Mostly branded queries.' },
  { id: 'social', label: 'Social', value: 2600, detail: 'Two campaigns in March.' },
  { id: 'email', label: 'Email', value: 1800, detail: 'The weekly newsletter.' },
  { id: 'direct', label: 'Direct', value: 1400, detail: 'Bookmarks and typed URLs.' },
];

export default function PieDemoClick() {
  const [selected, setSelected] = React.useState<number | null>(null);
  const item = selected === null ? null : sources[selected];
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <PieChart
        height={260}
        series={[
          {
            id: 'sources',
            data: sources,
            innerRadius: 50,
            highlightScope: { highlight: 'item', fade: 'global' },
            highlighted: { additionalRadius: 8 },
            faded: { additionalRadius: -4, color: 'gray' },
          },
        ]}
        onItemClick={(_event, identifier) => setSelected(identifier.dataIndex)}
      />
      <Typography variant="body2" aria-live="polite">
        {item
          ? `${item.label}: ${item.value.toLocaleString('en-US')} visits. ${item.detail}`
          : 'Click a slice to see its details.'}
      </Typography>
    </Stack>
  );
}
