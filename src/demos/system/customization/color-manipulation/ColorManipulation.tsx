import Box from '@mui/system/Box';
import { alpha, darken, emphasize, getContrastRatio, lighten } from '@mui/system';

const base = '#1976d2';

const swatches = [
  { label: 'base', color: base },
  { label: 'lighten(base, 0.4)', color: lighten(base, 0.4) },
  { label: 'darken(base, 0.4)', color: darken(base, 0.4) },
  { label: 'alpha(base, 0.3)', color: alpha(base, 0.3) },
  { label: 'emphasize(base, 0.3)', color: emphasize(base, 0.3) },
];

export default function ColorManipulation() {
  return (
    <Box
      sx={{
        width: 1,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
        gap: 1,
      }}
    >
      {swatches.map(({ label, color }) => {
        // Text in black or white, whichever contrasts more with the swatch. A
        // translucent swatch shows the page through it: the page's text color.
        const text = color.startsWith('rgba')
          ? 'text.primary'
          : getContrastRatio(color, '#fff') >= getContrastRatio(color, '#000')
            ? '#fff'
            : '#000';
        return (
          <Box
            key={label}
            sx={{
              p: 1.5,
              borderRadius: 1,
              bgcolor: color,
              color: text,
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ fontFamily: 'monospace', fontSize: 13 }}>{label}</Box>
            <Box sx={{ fontFamily: 'monospace', fontSize: 12 }}>{color}</Box>
          </Box>
        );
      })}
    </Box>
  );
}
