import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function SimpleMediaQuery() {
  const wide = useMediaQuery('(min-width: 800px)');
  const hover = useMediaQuery('(hover: hover)');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Chip
        color={wide ? 'success' : 'default'}
        label={`(min-width: 800px) matches: ${wide}`}
      />
      <Chip
        color={hover ? 'success' : 'default'}
        label={`(hover: hover) matches: ${hover}`}
      />
      <Chip
        color={reducedMotion ? 'success' : 'default'}
        label={`(prefers-reduced-motion: reduce) matches: ${reducedMotion}`}
      />
    </Stack>
  );
}
