import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

const variants = ['outlined', 'plain', 'soft', 'solid'] as const;

export default function ToggleButtonGroupVariants() {
  const [view, setView] = React.useState<string | null>('list');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {variants.map((variant) => (
        <ToggleButtonGroup
          key={variant}
          aria-label={`View mode (${variant})`}
          variant={variant}
          color={variant === 'solid' ? 'primary' : 'neutral'}
          size="sm"
          value={view}
          onChange={(event, newValue) => {
            if (newValue !== null) {
              setView(newValue);
            }
          }}
        >
          <Button value="list">List</Button>
          <Button value="grid">Grid</Button>
          <Button value="board">Board</Button>
        </ToggleButtonGroup>
      ))}
    </Stack>
  );
}
