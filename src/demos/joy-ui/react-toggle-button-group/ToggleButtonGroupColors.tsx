import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function ToggleButtonGroupColors() {
  const [value, setValue] = React.useState<string | null>('on');

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      {colors.map((color) => (
        <ToggleButtonGroup
          key={color}
          color={color}
          variant="soft"
          aria-label={`Power (${color})`}
          value={value}
          onChange={(_event, next) => setValue(next)}
        >
          <Button value="on">On ({color})</Button>
          <Button value="off">Off</Button>
        </ToggleButtonGroup>
      ))}
    </Stack>
  );
}
