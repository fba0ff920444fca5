import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const depths = [0, 10, 20, 30, 40, 50, 60, 80, 100];
const temperature = [18.5, 18.2, 16.9, 12.4, 9.8, 8.1, 7.2, 6.4, 6.0];

export default function AxisGridAndDirection() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(false);
  const [reverse, setReverse] = React.useState(true);

  return (
    <Stack spacing={1}>
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
          label="Depth downwards"
        />
      </Stack>
      {/* A water-temperature profile: depth on the y-axis, growing downwards when reversed. */}
      <LineChart
        height={320}
        layout="horizontal"
        grid={{ horizontal, vertical }}
        xAxis={[{ label: 'Temperature (°C)', min: 4, max: 20 }]}
        yAxis={[{ data: depths, label: 'Depth (m)', reverse, scaleType: 'linear' }]}
        series={[{ data: temperature, label: 'Lake, 12 August' }]}
      />
    </Stack>
  );
}
