import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

const colors = ['secondary', 'success', 'error'] as const;

export default function ColorsButtonGroup() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {colors.map((color) => (
        <ButtonGroup
          key={color}
          color={color}
          variant="contained"
          size="small"
          aria-label={`Reply options, ${color}`}
        >
          <Button>Reply</Button>
          <Button>Forward</Button>
        </ButtonGroup>
      ))}
    </Stack>
  );
}
