import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';

const fruit = [
  { id: 'apples', label: 'Apples', value: 35 },
  { id: 'bananas', label: 'Bananas', value: 28 },
  { id: 'oranges', label: 'Oranges', value: 22 },
  { id: 'pears', label: 'Pears', value: 15 },
];

export default function PieControlledHighlight() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlighted?.dataIndex ?? null}
        onChange={(_event, index: number | null) =>
          setHighlighted(index === null ? null : { seriesId: 'fruit', dataIndex: index })
        }
        aria-label="Highlighted fruit"
      >
        {fruit.map((item, index) => (
          <ToggleButton key={item.id} value={index}>
            {item.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <PieChart
        height={260}
        series={[
          {
            id: 'fruit',
            data: fruit,
            innerRadius: 40,
            highlightScope: { highlight: 'item', fade: 'global' },
            highlighted: { additionalRadius: 8 },
            faded: { additionalRadius: -6, color: 'gray' },
          },
        ]}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
      />
    </Stack>
  );
}
