import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

// A scuba dive: depth over time. Drawn with the y-axis reversed, the line goes down as the diver does.
const minutes = [0, 2, 4, 6, 10, 15, 20, 25, 30, 33, 36, 40];
const depth = [0, 8, 15, 18, 18, 16, 14, 12, 9, 5, 5, 0];

export default function AxisGridAndDirection() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(false);
  const [reverse, setReverse] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />}
          label="Horizontal grid"
        />
        <FormControlLabel
          control={<Switch checked={vertical} onChange={(event) => setVertical(event.target.checked)} />}
          label="Vertical grid"
        />
        <FormControlLabel
          control={<Switch checked={reverse} onChange={(event) => setReverse(event.target.checked)} />}
          label="Reverse the y-axis"
        />
      </Stack>
      <LineChart
        height={320}
        grid={{ horizontal, vertical }}
        xAxis={[{ data: minutes, label: 'Time (min)' }]}
        yAxis={[{ label: 'Depth (m)', reverse, min: 0, max: 20 }]}
        series={[{ data: depth, label: 'Dive profile', area: true }]}
      />
    </Stack>
  );
}
