import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const variants = ['outlined', 'filled', 'standard'] as const;

export default function TextFieldSizes() {
  return (
    <Stack spacing={2}>
      {variants.map((variant) => (
        <Stack
          key={variant}
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}
        >
          <TextField
            id={`size-small-${variant}`}
            label={`Small ${variant}`}
            size="small"
            variant={variant}
            defaultValue="Compact"
          />
          <TextField
            id={`size-medium-${variant}`}
            label={`Medium ${variant}`}
            variant={variant}
            defaultValue="Default"
          />
        </Stack>
      ))}
    </Stack>
  );
}
