import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FunnelChart, type FunnelCurveType } from '@mui/x-charts-pro/FunnelChart';

const curves: FunnelCurveType[] = ['linear', 'linear-sharp', 'bump', 'step', 'pyramid', 'step-pyramid'];

const leads = [
  { label: 'Leads', value: 900 },
  { label: 'Qualified', value: 520 },
  { label: 'Proposal', value: 260 },
  { label: 'Won', value: 110 },
];

export default function FunnelCurves() {
  const [curve, setCurve] = React.useState<FunnelCurveType>('bump');
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={curve}
        onChange={(_event, value: FunnelCurveType | null) => value && setCurve(value)}
        aria-label="Curve"
        sx={{ flexWrap: 'wrap' }}
      >
        {curves.map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FunnelChart height={300} series={[{ data: leads, curve, label: 'Deals' }]} hideLegend />
    </Stack>
  );
}
