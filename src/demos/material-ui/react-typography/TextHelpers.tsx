import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function TextHelpers() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420, mx: 'auto' }}>
      <Box
        sx={{ width: 240, border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
      >
        <Typography noWrap>
          noWrap: this sentence is too long for its box, so it ends with an ellipsis.
        </Typography>
      </Box>
      <Typography align="center">align=&quot;center&quot;</Typography>
      <Typography align="right" color="primary">
        align=&quot;right&quot; color=&quot;primary&quot;
      </Typography>
      <Typography color="error">color=&quot;error&quot;</Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        color: &apos;text.secondary&apos; through sx
      </Typography>
      <Typography sx={{ fontWeight: 'bold', letterSpacing: 1 }}>
        Bold with wider letter spacing, through sx
      </Typography>
      <Typography variant="body2">
        Inline parts keep the surrounding style:{' '}
        <Typography component="span" variant="inherit" sx={{ fontStyle: 'italic' }}>
          variant=&quot;inherit&quot; on a span
        </Typography>
        .
      </Typography>
    </Stack>
  );
}
