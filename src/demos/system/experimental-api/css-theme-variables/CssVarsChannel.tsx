import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import { alpha, type Theme } from '@mui/material/styles';

export default function CssVarsChannel() {
  const [opacity, setOpacity] = React.useState(0.16);

  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ width: 240 }}>
        <Box id="channel-opacity-label" sx={{ fontSize: 14 }}>
          Opacity: {opacity.toFixed(2)}
        </Box>
        <Slider
          value={opacity}
          min={0.04}
          max={0.4}
          step={0.02}
          onChange={(_event, value) => setOpacity(value)}
          aria-labelledby="channel-opacity-label"
        />
      </Box>
      <Box
        sx={(theme: Theme) => ({
          p: 2,
          maxWidth: 420,
          borderRadius: 1,
          // mainChannel holds the color as space-separated RGB numbers, so the
          // browser can add the alpha and it follows the active color scheme.
          // Without CSS variables, alpha() computes the color in JavaScript.
          bgcolor: theme.vars
            ? `rgba(${theme.vars.palette.primary.mainChannel} / ${opacity})`
            : alpha(theme.palette.primary.main, opacity),
        })}
      >
        A tinted panel from <code>primary.mainChannel</code>. Switch the site&apos;s mode: the
        tint follows the dark scheme&apos;s primary color without a re-render.
      </Box>
    </Box>
  );
}
