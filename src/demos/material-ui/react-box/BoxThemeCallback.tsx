import * as React from 'react';
import Box from '@mui/material/Box';

export default function BoxThemeCallback() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {(['success', 'warning', 'error'] as const).map((color) => (
        <Box
          key={color}
          sx={(theme) => {
            // theme.vars holds the CSS variables when the theme has them, so the
            // colors follow the color scheme; theme.palette is the default one's.
            const palette = (theme.vars || theme).palette[color];
            return {
              px: 2,
              py: 1,
              borderRadius: 1,
              border: `1px solid ${palette.main}`,
              // The darker shade keeps the text readable on the tint.
              color: palette.dark,
              backgroundColor: theme.alpha(palette.main, 0.08),
              fontFamily: theme.typography.fontFamily,
              ...theme.applyStyles('dark', { color: palette.light }),
            };
          }}
        >
          {color}
        </Box>
      ))}
    </Box>
  );
}
