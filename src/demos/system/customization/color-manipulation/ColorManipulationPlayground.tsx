import * as React from 'react';
import Box from '@mui/system/Box';
import { alpha, darken, emphasize, lighten } from '@mui/system';
import Slider from '@mui/material/Slider';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const base = '#2e7d32';

// Each helper takes a color and a number from 0 to 1: the opacity for alpha,
// the coefficient for the others.
const helpers = {
  alpha,
  lighten,
  darken,
  emphasize,
} as const;

type HelperName = keyof typeof helpers;

export default function ColorManipulationPlayground() {
  const [helper, setHelper] = React.useState<HelperName>('lighten');
  const [amount, setAmount] = React.useState(0.3);
  const result = helpers[helper](base, amount);
  const call = `${helper}('${base}', ${amount.toFixed(2)})`;

  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ToggleButtonGroup
        value={helper}
        exclusive
        size="small"
        aria-label="Color helper"
        onChange={(_event, value: HelperName | null) => {
          if (value) {
            setHelper(value);
          }
        }}
      >
        {(Object.keys(helpers) as HelperName[]).map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ maxWidth: 320, px: 1 }}>
        <Slider
          value={amount}
          min={0}
          max={1}
          step={0.05}
          valueLabelDisplay="auto"
          onChange={(_event, value) => setAmount(value)}
          slotProps={{ input: { 'aria-label': helper === 'alpha' ? 'Opacity' : 'Coefficient' } }}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {[
          { label: 'Base', color: base, testId: 'base-swatch' },
          { label: 'Result', color: result, testId: 'result-swatch' },
        ].map((swatch) => (
          <Box key={swatch.label} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box
              data-testid={swatch.testId}
              sx={{
                width: 56,
                height: 56,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                bgcolor: swatch.color,
              }}
            />
            <Box sx={{ fontSize: 14 }}>{swatch.label}</Box>
          </Box>
        ))}
      </Box>
      <Box
        component="output"
        aria-live="polite"
        sx={{ fontFamily: 'monospace', fontSize: 13, minHeight: 40 }}
      >
        {call}
        <br />
        {'=> '}
        {result}
      </Box>
    </Box>
  );
}
