import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import FaceIcon from '@mui/icons-material/Face';

// An ordinary style sheet: no theme, no colours, only the stable Mui class names.
// The wrapper class keeps these rules from reaching other sliders and chips on the page.
const css = `
.square-controls .MuiSlider-thumb {
  border-radius: 3px;
  width: 14px;
  height: 22px;
}
.square-controls .MuiSlider-thumb.Mui-focusVisible {
  outline: 2px solid currentColor;
  outline-offset: 3px;
}
.square-controls .MuiSlider-track,
.square-controls .MuiSlider-rail {
  height: 8px;
  border-radius: 2px;
}
.square-controls .MuiChip-root {
  border-radius: 4px;
}
.square-controls .MuiChip-label {
  font-weight: 600;
  letter-spacing: 0.04em;
}
.square-controls .MuiChip-root.MuiChip-outlined {
  border-width: 2px;
}
`;

export default function GlobalClassNames() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
      <Box className="square-controls" sx={{ flex: 1 }}>
        <style>{css}</style>
        <Slider aria-label="Contrast (square thumb)" defaultValue={40} />
        <Stack direction="row" spacing={1}>
          <Chip icon={<FaceIcon />} label="Reviewer" />
          <Chip label="Archived" variant="outlined" />
        </Stack>
      </Box>
      <Box sx={{ flex: 1 }}>
        <Slider aria-label="Contrast (default)" defaultValue={40} />
        <Stack direction="row" spacing={1}>
          <Chip icon={<FaceIcon />} label="Reviewer" />
          <Chip label="Archived" variant="outlined" />
        </Stack>
      </Box>
    </Stack>
  );
}
