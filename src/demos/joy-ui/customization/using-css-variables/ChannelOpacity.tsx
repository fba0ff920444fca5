import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: readonly ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

// mainChannel is "R G B" separated by spaces: combine it with an alpha using "/".
export default function ChannelOpacity() {
  const [alpha, setAlpha] = React.useState(0.16);
  return (
    <Stack spacing={2}>
      <Box sx={{ maxWidth: 320 }}>
        <Typography id="alpha-label" level="body-sm">
          Opacity: {alpha.toFixed(2)}
        </Typography>
        <Slider
          aria-labelledby="alpha-label"
          min={0.04}
          max={0.4}
          step={0.04}
          value={alpha}
          onChange={(_event, value) => setAlpha(value as number)}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Box
            key={color}
            sx={(theme) => ({
              px: 2,
              py: 1.5,
              borderRadius: 'md',
              border: '1px solid',
              borderColor: `rgba(${theme.vars.palette[color].mainChannel} / 0.5)`,
              bgcolor: `rgba(${theme.vars.palette[color].mainChannel} / ${alpha})`,
            })}
          >
            <Typography level="title-sm">{color}</Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
