import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const sizes = [
  { label: 'XS', px: 24, fontSize: '0.75rem' },
  { label: 'S', px: 32, fontSize: '0.875rem' },
  { label: 'M', px: 40, fontSize: '1.25rem' },
  { label: 'L', px: 56, fontSize: '1.5rem' },
  { label: 'XL', px: 72, fontSize: '2rem' },
];

export default function AvatarSizes() {
  return (
    <Stack
      direction="row"
      spacing={3}
      sx={{ justifyContent: 'center', alignItems: 'flex-end' }}
    >
      {sizes.map((size) => (
        <Stack key={size.label} spacing={1} sx={{ alignItems: 'center' }}>
          <Avatar
            sx={{
              width: size.px,
              height: size.px,
              fontSize: size.fontSize,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            RK
          </Avatar>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {size.px}px
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
