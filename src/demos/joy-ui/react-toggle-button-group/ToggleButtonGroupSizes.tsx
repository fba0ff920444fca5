import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

export default function ToggleButtonGroupSizes() {
  const [value, setValue] = React.useState<string | null>('week');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <ToggleButtonGroup
          key={size}
          size={size}
          aria-label={`Period (size ${size})`}
          value={value}
          onChange={(_event, next) => setValue(next)}
        >
          <Button value="day">Day</Button>
          <Button value="week">Week</Button>
          <Button value="month">Month</Button>
        </ToggleButtonGroup>
      ))}
    </Stack>
  );
}
