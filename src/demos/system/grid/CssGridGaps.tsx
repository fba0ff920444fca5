import * as React from 'react';
import Box from '@mui/system/Box';

const gaps = [0, 1, 2, 4];

export default function CssGridGaps() {
  const [gap, setGap] = React.useState(2);

  return (
    <Box>
      <Box role="group" aria-label="Gap" sx={{ display: 'flex', gap: 1, mb: 2 }}>
        {gaps.map((value) => (
          <Box
            key={value}
            component="button"
            type="button"
            aria-pressed={gap === value}
            onClick={() => setGap(value)}
            sx={{
              font: 'inherit',
              px: 1.5,
              py: 0.5,
              cursor: 'pointer',
              borderRadius: 1,
              border: 1,
              borderColor: gap === value ? 'primary.main' : 'divider',
              bgcolor: gap === value ? 'primary.main' : 'background.paper',
              color: gap === value ? 'primary.contrastText' : 'text.primary',
            }}
          >
            gap: {value}
          </Box>
        ))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          // gap (or rowGap and columnGap apart) uses the theme's spacing unit.
          gap,
          transition: 'gap 150ms',
        }}
      >
        {Array.from({ length: 6 }, (_, index) => (
          <Box
            key={index}
            sx={{
              p: 2,
              textAlign: 'center',
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              borderRadius: 1,
            }}
          >
            {index + 1}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
