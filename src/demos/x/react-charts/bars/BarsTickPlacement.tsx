import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';

type Placement = 'start' | 'end' | 'middle' | 'extremities';
type LabelPlacement = 'middle' | 'tick';

export default function BarsTickPlacement() {
  const [tickPlacement, setTickPlacement] = React.useState<Placement>('middle');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<LabelPlacement>('middle');
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="tickPlacement"
          value={tickPlacement}
          onChange={(event) => setTickPlacement(event.target.value as Placement)}
          sx={{ minWidth: 160 }}
        >
          {['start', 'end', 'middle', 'extremities'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="tickLabelPlacement"
          value={tickLabelPlacement}
          onChange={(event) => setTickLabelPlacement(event.target.value as LabelPlacement)}
          sx={{ minWidth: 160 }}
        >
          {['middle', 'tick'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: ['08:00', '10:00', '12:00', '14:00', '16:00'], tickPlacement, tickLabelPlacement }]}
        series={[{ data: [12, 30, 46, 38, 21], label: 'Customers' }]}
        hideLegend
      />
    </Stack>
  );
}
