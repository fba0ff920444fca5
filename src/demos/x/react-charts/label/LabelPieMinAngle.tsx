import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

const sources = [
  { id: 0, value: 46, label: 'Search' },
  { id: 1, value: 22, label: 'Direct' },
  { id: 2, value: 15, label: 'Social' },
  { id: 3, value: 9, label: 'Email' },
  { id: 4, value: 5, label: 'Referral' },
  { id: 5, value: 3, label: 'Ads' },
];

export default function LabelPieMinAngle() {
  const [minAngle, setMinAngle] = React.useState(20);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack sx={{ width: 260 }}>
        <Typography id="pie-min-angle-label" variant="body2">
          arcLabelMinAngle: {minAngle}°
        </Typography>
        <Slider
          aria-labelledby="pie-min-angle-label"
          value={minAngle}
          min={0}
          max={60}
          step={5}
          onChange={(_event, value) => setMinAngle(value)}
        />
      </Stack>
      <PieChart
        height={280}
        series={[
          {
            data: sources,
            arcLabel: (item) => `${item.value}%`,
            arcLabelMinAngle: minAngle,
            arcLabelRadius: '70%',
          },
        ]}
      />
    </Stack>
  );
}
