import * as React from 'react';
import Box from '@mui/system/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const weights = [
  'fontWeightLight',
  'fontWeightRegular',
  'fontWeightMedium',
  'fontWeightBold',
] as const;

type Weight = (typeof weights)[number];

export default function TypographyWeight() {
  const [weight, setWeight] = React.useState<Weight>('fontWeightRegular');

  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ToggleButtonGroup
        value={weight}
        exclusive
        size="small"
        aria-label="Font weight"
        onChange={(_event, value: Weight | null) => {
          if (value) {
            setWeight(value);
          }
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {weights.map((value) => (
          <ToggleButton key={value} value={value} sx={{ textTransform: 'none' }}>
            {value.replace('fontWeight', '')}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* The name is looked up in theme.typography: fontWeightBold is 700. */}
      <Box data-testid="weight-sample" sx={{ fontWeight: weight, fontSize: 24 }}>
        The quick brown fox jumps over the lazy dog
      </Box>
      <Box component="code" sx={{ fontSize: 13, color: 'text.secondary' }}>
        {`sx={{ fontWeight: '${weight}' }}`}
      </Box>
    </Box>
  );
}
