import * as React from 'react';
import CircularProgress, {
  type CircularProgressProps,
} from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

const colors: CircularProgressProps['color'][] = [
  'primary',
  'secondary',
  'success',
  'info',
  'warning',
  'error',
  'inherit',
];

export default function CircularColor() {
  return (
    <Stack
      direction="row"
      spacing={3}
      sx={{ justifyContent: 'center', flexWrap: 'wrap', color: 'text.secondary' }}
    >
      {colors.map((color) => (
        <CircularProgress
          key={color}
          color={color}
          size={32}
          aria-label={`Loading (${color} color)`}
        />
      ))}
    </Stack>
  );
}
