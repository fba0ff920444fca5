import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

// Colours whose label stays above 4.5:1 in light and dark mode for each variant.
const filledColors = ['default', 'primary', 'secondary', 'success'] as const;
const outlinedColors = ['default', 'primary', 'secondary', 'error'] as const;

export default function ColorChips() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}
      >
        {filledColors.map((color) => (
          <Chip key={color} label={color} color={color} />
        ))}
      </Stack>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}
      >
        {outlinedColors.map((color) => (
          <Chip key={color} label={color} color={color} variant="outlined" />
        ))}
      </Stack>
    </Stack>
  );
}
