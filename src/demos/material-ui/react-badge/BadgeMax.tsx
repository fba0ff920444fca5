import * as React from 'react';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailIcon from '@mui/icons-material/Mail';

const examples = [
  { count: 8, max: 9, caption: '8, max 9' },
  { count: 12, max: 9, caption: '12, max 9' },
  { count: 100, max: undefined, caption: '100, default max (99)' },
  { count: 1500, max: 999, caption: '1500, max 999' },
];

export default function BadgeMax() {
  return (
    <Stack
      direction="row"
      spacing={5}
      sx={{ justifyContent: 'center', flexWrap: 'wrap' }}
    >
      {examples.map((example) => (
        <Stack key={example.caption} spacing={1.5} sx={{ alignItems: 'center' }}>
          <Badge badgeContent={example.count} max={example.max} color="primary">
            <MailIcon aria-hidden />
          </Badge>
          <Typography variant="caption">{example.caption}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
