import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';
import type { FadeOptions, HighlightOptions } from '@mui/x-charts/context';

export default function HighlightingScope() {
  const [highlight, setHighlight] = React.useState<HighlightOptions>('item');
  const [fade, setFade] = React.useState<FadeOptions>('global');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="highlight"
          value={highlight}
          onChange={(event) =>
            setHighlight(event.target.value as HighlightOptions)
          }
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="none">none</MenuItem>
          <MenuItem value="item">item</MenuItem>
          <MenuItem value="series">series</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="fade"
          value={fade}
          onChange={(event) => setFade(event.target.value as FadeOptions)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="none">none</MenuItem>
          <MenuItem value="series">series</MenuItem>
          <MenuItem value="global">global</MenuItem>
        </TextField>
      </Stack>
      <BarChart
        height={300}
        xAxis={[
          { scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] },
        ]}
        series={[
          {
            data: [4, 7, 5, 8, 6],
            label: 'Team A',
            highlightScope: { highlight, fade },
          },
          {
            data: [6, 5, 8, 4, 7],
            label: 'Team B',
            highlightScope: { highlight, fade },
          },
          {
            data: [3, 6, 4, 7, 9],
            label: 'Team C',
            highlightScope: { highlight, fade },
          },
        ]}
      />
    </Stack>
  );
}
