import * as React from 'react';
import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';

const variants: NonNullable<TypographyProps['variant']>[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
];

export default function TypographyVariants() {
  return (
    <Box sx={{ width: '100%', overflowX: 'auto' }}>
      {variants.map((variant) => (
        <Box
          key={variant}
          sx={{
            display: 'flex',
            alignItems: 'baseline',
            gap: 2,
            mb: 1,
            minWidth: 520,
          }}
        >
          <Typography
            variant="caption"
            sx={{
              width: 80,
              flexShrink: 0,
              color: 'text.secondary',
              fontFamily: 'monospace',
            }}
          >
            {variant}
          </Typography>
          <Typography variant={variant} component="div" noWrap>
            {variant.startsWith('h') ? 'Heading' : 'The quick brown fox'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
