import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';

const curves: CurveType[] = ['linear', 'monotoneX', 'natural', 'step'];

export default function LinesCurves() {
  const [curve, setCurve] = React.useState<CurveType>('linear');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={curve}
        onChange={(_event, value: CurveType | null) => {
          if (value !== null) {
            setCurve(value);
          }
        }}
        aria-label="Curve type"
      >
        {curves.map((item) => (
          <ToggleButton key={item} value={item}>
            {item}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LineChart
        height={280}
        xAxis={[{ data: [0, 1, 2, 3, 4, 5, 6] }]}
        series={[{ data: [2, 5.5, 2, 8.5, 1.5, 5, 4], curve, label: 'Signal' }]}
      />
    </Stack>
  );
}
