import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';

export default function BoxThemeCallback() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {(['success', 'warning', 'error'] as const).map((color) => (
        <Box
          key={color}
          sx={(theme) => ({
            px: 2,
            py: 1,
            borderRadius: 1,
            border: `1px solid ${theme.palette[color].main}`,
            color: theme.palette[color].main,
            backgroundColor: alpha(theme.palette[color].main, 0.08),
            fontFamily: theme.typography.fontFamily,
          })}
        >
          {color}
        </Box>
      ))}
    </Box>
  );
}
