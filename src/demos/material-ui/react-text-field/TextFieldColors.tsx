import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const colors = ['primary', 'secondary', 'success', 'warning'] as const;

export default function TextFieldColors() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {colors.map((color) => (
        // `focused` keeps the colour visible without clicking.
        <TextField
          key={color}
          id={`color-${color}`}
          label={color}
          color={color}
          focused
          defaultValue="Focused"
          sx={{ width: 180 }}
        />
      ))}
      <TextField
        id="color-filled-secondary"
        label="Filled, secondary"
        variant="filled"
        color="secondary"
        sx={{ width: 180 }}
      />
    </Stack>
  );
}
