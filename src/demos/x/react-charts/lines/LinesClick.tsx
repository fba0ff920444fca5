import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartsAxisData } from '@mui/x-charts/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function LinesClick() {
  const [clicked, setClicked] = React.useState<ChartsAxisData | null>(null);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[
          { id: 'web', data: [310, 340, 360, 355, 390, 420], label: 'Web' },
          { id: 'app', data: [120, 160, 210, 260, 300, 360], label: 'App' },
        ]}
        onAxisClick={(_event, data) => setClicked(data)}
      />
      <Typography variant="body2" aria-live="polite">
        {clicked
          ? `${String(clicked.axisValue)}: web ${clicked.seriesValues.web}, app ${clicked.seriesValues.app}`
          : 'Click anywhere above a month.'}
      </Typography>
    </Stack>
  );
}
