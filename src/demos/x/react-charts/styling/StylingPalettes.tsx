import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  rainbowSurgePalette,
} from '@mui/x-charts/colorPalettes';

const palettes = {
  rainbowSurge: rainbowSurgePalette,
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
};

type PaletteName = keyof typeof palettes;

export default function StylingPalettes() {
  const [name, setName] = React.useState<PaletteName>('rainbowSurge');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={name}
        onChange={(_event, value: PaletteName | null) =>
          value && setName(value)
        }
        aria-label="Color palette"
        sx={{ flexWrap: 'wrap' }}
      >
        {Object.keys(palettes).map((key) => (
          <ToggleButton key={key} value={key}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={300}
        colors={palettes[name]}
        xAxis={[{ scaleType: 'band', data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
        series={[
          { data: [4, 6, 5, 8], label: 'North' },
          { data: [5, 4, 7, 6], label: 'South' },
          { data: [3, 5, 6, 7], label: 'East' },
          { data: [6, 7, 4, 5], label: 'West' },
        ]}
      />
    </Stack>
  );
}
