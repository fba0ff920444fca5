import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

const filters = ['Open', 'In review', 'Closed'];

export default function ToggleButtonGroupSpacing() {
  const [joined, setJoined] = React.useState<string | null>('Open');
  const [apart, setApart] = React.useState<string[]>(['Open', 'Closed']);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        aria-label="Status (joined)"
        value={joined}
        onChange={(_event, value) => setJoined(value)}
      >
        {filters.map((item) => (
          <Button key={item} value={item}>
            {item}
          </Button>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup
        aria-label="Status (spaced)"
        spacing={1}
        variant="soft"
        color="primary"
        value={apart}
        onChange={(_event, value) => setApart(value)}
      >
        {filters.map((item) => (
          <Button key={item} value={item} sx={{ borderRadius: 'xl' }}>
            {item}
          </Button>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
