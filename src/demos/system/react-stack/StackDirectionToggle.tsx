import * as React from 'react';
import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type Direction = 'row' | 'row-reverse' | 'column' | 'column-reverse';

const directions: Direction[] = ['row', 'row-reverse', 'column', 'column-reverse'];

export default function StackDirectionToggle() {
  const [direction, setDirection] = React.useState<Direction>('row');

  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ToggleButtonGroup
        value={direction}
        exclusive
        size="small"
        aria-label="Stack direction"
        onChange={(_event, value: Direction | null) => {
          if (value) {
            setDirection(value);
          }
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {directions.map((value) => (
          <ToggleButton key={value} value={value} sx={{ textTransform: 'none' }}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack
        direction={direction}
        spacing={1.5}
        data-testid="direction-stack"
        sx={{
          minHeight: 168,
          alignItems: 'flex-start',
          p: 1.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {['Step 1', 'Step 2', 'Step 3'].map((label) => (
          <Box
            key={label}
            sx={{
              px: 2,
              py: 1,
              borderRadius: 1,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            {label}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
