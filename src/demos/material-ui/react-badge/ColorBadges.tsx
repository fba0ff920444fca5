import * as React from 'react';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailIcon from '@mui/icons-material/Mail';

// Number badges in these colours keep the digits above 4.5:1 in light and dark mode.
const countColors = ['primary', 'secondary', 'success'] as const;
// In one mode or the other these fall below 4.5:1 for small digits: use them for dots.
const dotColors = ['error', 'warning', 'info'] as const;

export default function ColorBadges() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'center' }}>
      <Stack direction="row" spacing={5}>
        {countColors.map((color) => (
          <Stack key={color} spacing={1} sx={{ alignItems: 'center' }}>
            <Badge badgeContent={7} color={color}>
              <MailIcon aria-hidden />
            </Badge>
            <Typography variant="caption">{color}</Typography>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={5}>
        {dotColors.map((color) => (
          <Stack key={color} spacing={1} sx={{ alignItems: 'center' }}>
            <Badge variant="dot" color={color}>
              <MailIcon aria-hidden />
            </Badge>
            <Typography variant="caption">{color}</Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
