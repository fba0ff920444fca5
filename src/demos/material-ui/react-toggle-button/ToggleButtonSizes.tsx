import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const sizes = ['small', 'medium', 'large'] as const;

export default function ToggleButtonSizes() {
  const [speed, setSpeed] = React.useState<string | null>('1x');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {sizes.map((size) => (
        <ToggleButtonGroup
          key={size}
          size={size}
          value={speed}
          exclusive
          onChange={(_event, newSpeed: string | null) => setSpeed(newSpeed)}
          aria-label={`Playback speed, ${size}`}
        >
          <ToggleButton value="0.5x">0.5x</ToggleButton>
          <ToggleButton value="1x">1x</ToggleButton>
          <ToggleButton value="2x">2x</ToggleButton>
        </ToggleButtonGroup>
      ))}
    </Stack>
  );
}
