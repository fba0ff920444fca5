import * as React from 'react';
import Box from '@mui/system/Box';
import Slider from '@mui/material/Slider';
import { ThemeProvider, type Theme } from '@mui/material/styles';

export default function BordersThemeShape() {
  const [radius, setRadius] = React.useState(4);

  // Extend the outer theme with a new shape. When the theme generates CSS
  // variables, sx reads theme.vars first, so the variable is replaced too.
  const withShape = (outer: Theme): Theme => ({
    ...outer,
    shape: { ...outer.shape, borderRadius: radius },
    ...(outer.vars && {
      vars: { ...outer.vars, shape: { ...outer.vars.shape, borderRadius: `${radius}px` } },
    }),
  });

  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ maxWidth: 320 }}>
        <Box id="theme-shape-label" sx={{ fontSize: 14 }}>
          theme.shape.borderRadius: {radius}px
        </Box>
        <Slider
          value={radius}
          min={0}
          max={16}
          step={1}
          onChange={(_event, value) => setRadius(value)}
          aria-labelledby="theme-shape-label"
        />
      </Box>
      <ThemeProvider theme={withShape}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {[0.5, 1, 2, 3].map((multiple) => (
            <Box
              key={multiple}
              sx={{
                width: 140,
                height: 72,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                borderRadius: multiple,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontFamily: 'monospace',
                fontSize: 12,
              }}
            >
              borderRadius: {multiple}
            </Box>
          ))}
        </Box>
      </ThemeProvider>
    </Box>
  );
}
