import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const regions = ['North', 'South', 'East', 'West', 'Center'];
const salesByYear: Record<string, number[]> = {
  '2023': [42, 35, 51, 28, 39],
  '2024': [48, 31, 57, 36, 44],
  '2025': [55, 40, 49, 45, 52],
};

export default function AnimationSkip() {
  const [year, setYear] = React.useState('2023');
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Stack direction="row" spacing={1} role="group" aria-label="Year">
          {Object.keys(salesByYear).map((key) => (
            <Button
              key={key}
              size="small"
              variant={key === year ? 'contained' : 'outlined'}
              onClick={() => setYear(key)}
            >
              {key}
            </Button>
          ))}
        </Stack>
        <FormControlLabel
          control={
            <Switch
              checked={skipAnimation}
              onChange={(event) => setSkipAnimation(event.target.checked)}
            />
          }
          label="skipAnimation"
        />
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: regions }]}
        yAxis={[{ min: 0, max: 60 }]}
        series={[{ data: salesByYear[year], label: `Sales ${year} (k$)`, barLabel: 'value' }]}
        skipAnimation={skipAnimation}
      />
    </Stack>
  );
}
