import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

const hours = Array.from({ length: 48 }, (_, index) => index);
const load = hours.map((hour) => Math.round(40 + 25 * Math.sin(hour / 4) + (hour % 6)));

export default function ZoomOptions() {
  const [minSpan, setMinSpan] = React.useState(10);
  const [panning, setPanning] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
        <Stack sx={{ width: 220 }}>
          <Typography id="zoom-min-span-label" variant="body2">
            minSpan: {minSpan}%
          </Typography>
          <Slider
            aria-labelledby="zoom-min-span-label"
            value={minSpan}
            min={5}
            max={50}
            step={5}
            onChange={(_event, value) => setMinSpan(value)}
          />
        </Stack>
        <FormControlLabel
          control={
            <Switch checked={panning} onChange={(event) => setPanning(event.target.checked)} />
          }
          label="Panning"
        />
      </Stack>
      <LineChartPro
        height={300}
        xAxis={[
          {
            id: 'hours',
            data: hours,
            valueFormatter: (hour: number) => `${hour}h`,
            zoom: { minSpan, maxSpan: 80, step: 10, panning },
          },
        ]}
        series={[{ data: load, label: 'CPU load (%)', showMark: false }]}
        initialZoom={[{ axisId: 'hours', start: 20, end: 60 }]}
      />
    </Stack>
  );
}
