import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha, darken, emphasize, getContrastRatio, lighten } from '@mui/material/styles';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export default function ColorHelpersPlayground() {
  const [input, setInput] = React.useState('#00796b');
  const [coefficient, setCoefficient] = React.useState(0.3);
  const color = HEX.test(input) ? input : '#00796b';

  const results: Array<[string, string]> = [
    [`alpha(color, ${coefficient})`, alpha(color, coefficient)],
    [`lighten(color, ${coefficient})`, lighten(color, coefficient)],
    [`darken(color, ${coefficient})`, darken(color, coefficient)],
    [`emphasize(color, ${coefficient})`, emphasize(color, coefficient)],
  ];

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label="color"
          size="small"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          error={!HEX.test(input)}
          helperText={HEX.test(input) ? ' ' : 'Enter #rgb or #rrggbb'}
          sx={{ width: 180 }}
        />
        <Box sx={{ width: 240, px: 1 }}>
          <Typography id="helper-coefficient-label" variant="body2">
            coefficient: {coefficient}
          </Typography>
          <Slider
            aria-labelledby="helper-coefficient-label"
            value={coefficient}
            min={0}
            max={1}
            step={0.1}
            marks
            onChange={(_event, value) => setCoefficient(value)}
          />
        </Box>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
        {results.map(([label, value]) => (
          <Stack key={label} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Box
              sx={{ width: 48, height: 32, flexShrink: 0, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: value }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                {label}
              </Typography>
              <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
                {value}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Box>
      <Typography variant="body2">
        getContrastRatio(color, &apos;#fff&apos;) = {getContrastRatio(color, '#fff').toFixed(2)} ·
        getContrastRatio(color, &apos;#000&apos;) = {getContrastRatio(color, '#000').toFixed(2)}
      </Typography>
    </Stack>
  );
}
