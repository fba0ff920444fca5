import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

// Reuse a variant's font settings on an element that is not a Typography.
const StepLabel = styled('div')(({ theme }) => ({
  ...theme.typography.overline,
  // theme.vars holds the CSS variables of the current colour scheme, when the theme has them.
  color: (theme.vars ?? theme).palette.text.secondary,
}));

export default function TypographyThemeValues() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420, mx: 'auto' }}>
      <div>
        <StepLabel>Step 2 of 3</StepLabel>
        <Box sx={{ typography: 'h6' }}>Choose a delivery slot</Box>
      </div>
      <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
        Slots open 48 hours ahead. This line uses the body2 variant through the sx
        shorthand typography: &apos;body2&apos;.
      </Box>
      <Box
        sx={{
          fontFamily: 'fontFamily',
          fontSize: 'h6.fontSize',
          fontWeight: 'fontWeightMedium',
          letterSpacing: 'overline.letterSpacing',
        }}
      >
        Theme keys one by one
      </Box>
    </Stack>
  );
}
