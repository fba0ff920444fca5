import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import * as colors from '@mui/material/colors';
import { createTheme, getContrastRatio, ThemeProvider } from '@mui/material/styles';

const { common: _common, ...hues } = colors;
type HueName = keyof typeof hues;
const hueNames = Object.keys(hues) as HueName[];

function textOn(background: string) {
  return getContrastRatio(background, '#fff') >= 4.5 ? '#fff' : '#000';
}

export default function ColorScales() {
  const [hue, setHue] = React.useState<HueName>('teal');
  const scale = hues[hue];
  const theme = React.useMemo(
    // contrastThreshold 4.5: the button's text is picked for body-text contrast.
    () => createTheme({ palette: { primary: hues[hue], contrastThreshold: 4.5 } }),
    [hue],
  );

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        label="Hue"
        value={hue}
        onChange={(event) => setHue(event.target.value as HueName)}
        size="small"
        sx={{ width: 200 }}
      >
        {hueNames.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Box
        sx={{
          width: '100%',
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
          gap: 0.5,
        }}
      >
        {Object.entries(scale).map(([shade, value]) => (
          <Box
            key={shade}
            sx={{
              bgcolor: value,
              color: textOn(value),
              p: 1,
              fontSize: 12,
              fontFamily: 'monospace',
            }}
          >
            <div>
              {hue}[{shade}]
            </div>
            <div>{value}</div>
          </Box>
        ))}
      </Box>
      <ThemeProvider theme={theme}>
        <Button variant="contained" sx={{ alignSelf: 'flex-start' }}>
          palette.primary = {hue}
        </Button>
      </ThemeProvider>
    </Stack>
  );
}
