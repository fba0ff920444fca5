import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';

export default function LegendPosition() {
  const [vertical, setVertical] = React.useState<Vertical>('top');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('center');
  const direction = vertical === 'middle' ? 'vertical' : 'horizontal';

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={vertical}
          onChange={(_event, value: Vertical | null) =>
            value && setVertical(value)
          }
          aria-label="Vertical position"
        >
          <ToggleButton value="top">top</ToggleButton>
          <ToggleButton value="middle">middle</ToggleButton>
          <ToggleButton value="bottom">bottom</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={horizontal}
          onChange={(_event, value: Horizontal | null) =>
            value && setHorizontal(value)
          }
          aria-label="Horizontal position"
        >
          <ToggleButton value="start">start</ToggleButton>
          <ToggleButton value="center">center</ToggleButton>
          <ToggleButton value="end">end</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <BarChart
        height={300}
        xAxis={[
          { scaleType: 'band', data: ['North', 'South', 'East', 'West'] },
        ]}
        series={[
          { data: [14, 9, 11, 7], label: 'Online' },
          { data: [8, 12, 6, 10], label: 'In store' },
          { data: [3, 4, 5, 2], label: 'Phone' },
        ]}
        slotProps={{
          legend: { position: { vertical, horizontal }, direction },
        }}
      />
    </Stack>
  );
}
