import * as React from 'react';
import Box from '@mui/system/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const corners = {
  'top-left': { top: 8, left: 8 },
  'top-right': { top: 8, right: 8 },
  'bottom-left': { bottom: 8, left: 8 },
  'bottom-right': { bottom: 8, right: 8 },
} as const;

type Corner = keyof typeof corners;

export default function PositionsCorners() {
  const [corner, setCorner] = React.useState<Corner>('top-right');
  const offsets = corners[corner];

  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ToggleButtonGroup
        value={corner}
        exclusive
        size="small"
        aria-label="Badge corner"
        onChange={(_event, value: Corner | null) => {
          if (value) {
            setCorner(value);
          }
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {(Object.keys(corners) as Corner[]).map((value) => (
          <ToggleButton key={value} value={value} sx={{ textTransform: 'none' }}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        sx={{
          position: 'relative',
          width: 260,
          height: 140,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
        }}
      >
        <Box
          sx={{
            position: 'absolute',
            ...offsets,
            px: 1,
            borderRadius: 4,
            fontSize: 12,
            fontWeight: 'fontWeightBold',
            bgcolor: 'error.main',
            color: 'error.contrastText',
          }}
        >
          NEW
        </Box>
      </Box>
      <Box component="code" sx={{ fontSize: 13, color: 'text.secondary' }}>
        {`position: 'absolute', ${Object.entries(offsets)
          .map(([key, value]) => `${key}: ${value}`)
          .join(', ')}`}
      </Box>
    </Box>
  );
}
