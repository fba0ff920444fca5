import * as React from 'react';
import Box from '@mui/system/Box';
import { getContrastRatio, getLuminance } from '@mui/system';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

const backgrounds: readonly string[] = ['#1565c0', '#90caf9', '#ef6c00', '#ffd54f', '#6a1b9a', '#00897b'];

function verdict(ratio: number) {
  if (ratio >= 7) {
    return 'AAA';
  }
  if (ratio >= 4.5) {
    return 'AA';
  }
  if (ratio >= 3) {
    return 'AA large text';
  }
  return 'Fails';
}

export default function ColorContrastChecker() {
  const [background, setBackground] = React.useState('#1565c0');
  const white = { text: '#ffffff', ratio: getContrastRatio(background, '#ffffff') };
  const black = { text: '#000000', ratio: getContrastRatio(background, '#000000') };
  const candidates = [white, black];
  const best = white.ratio >= black.ratio ? white : black;

  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControl size="small" sx={{ width: 200 }}>
        <InputLabel id="contrast-background-label">Background</InputLabel>
        <Select
          labelId="contrast-background-label"
          label="Background"
          value={background}
          onChange={(event) => setBackground(event.target.value)}
          MenuProps={{ disablePortal: true }}
        >
          {backgrounds.map((color) => (
            <MenuItem key={color} value={color} sx={{ fontFamily: 'monospace' }}>
              {color}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Box sx={{ fontSize: 13, color: 'text.secondary' }}>
        getLuminance: {getLuminance(background).toFixed(3)}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {/* The swatch uses the candidate with the higher ratio. */}
        <Box
          sx={{
            width: 200,
            p: 2,
            borderRadius: 1,
            bgcolor: background,
            color: best.text,
            fontWeight: 'fontWeightBold',
          }}
        >
          Text in {best.text}
        </Box>
        <Box component="ul" sx={{ m: 0, pl: 2.5, fontSize: 14 }}>
          {candidates.map(({ text, ratio }) => (
            <li key={text}>
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {text}
              </Box>
              : {ratio.toFixed(2)}:1, {verdict(ratio)}
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
