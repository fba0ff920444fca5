import * as React from 'react';
import Box from '@mui/system/Box';
import { useTheme } from '@mui/system';
import Slider from '@mui/material/Slider';

export default function ThemeSpacingFunction() {
  const theme = useTheme();
  const [vertical, setVertical] = React.useState(1);
  const [horizontal, setHorizontal] = React.useState(3);
  const padding = theme.spacing(vertical, horizontal);

  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        <Box sx={{ width: 200 }}>
          <Box id="spacing-vertical-label" sx={{ fontSize: 14 }}>
            Vertical: {vertical}
          </Box>
          <Slider
            value={vertical}
            min={0}
            max={4}
            step={0.5}
            onChange={(_event, value) => setVertical(value)}
            aria-labelledby="spacing-vertical-label"
          />
        </Box>
        <Box sx={{ width: 200 }}>
          <Box id="spacing-horizontal-label" sx={{ fontSize: 14 }}>
            Horizontal: {horizontal}
          </Box>
          <Slider
            value={horizontal}
            min={0}
            max={6}
            step={0.5}
            onChange={(_event, value) => setHorizontal(value)}
            aria-labelledby="spacing-horizontal-label"
          />
        </Box>
      </Box>
      <Box component="code" sx={{ fontSize: 13 }}>
        {`theme.spacing(${vertical}, ${horizontal}) = '${padding}'`}
      </Box>
      <Box sx={{ alignSelf: 'flex-start', bgcolor: 'action.selected', borderRadius: 1 }}>
        <Box
          style={{ padding }}
          sx={{ bgcolor: 'background.paper', borderRadius: 1, backgroundClip: 'content-box' }}
        >
          Padded content
        </Box>
      </Box>
    </Box>
  );
}
