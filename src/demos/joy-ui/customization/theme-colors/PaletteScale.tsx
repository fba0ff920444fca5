import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const palettes = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const shades = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;

// Every palette has ten shades, each a CSS variable (--joy-palette-primary-500 ...).
export default function PaletteScale() {
  return (
    <Stack spacing={0.75} sx={{ overflowX: 'auto' }}>
      {palettes.map((palette) => (
        <Stack key={palette} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Typography level="body-xs" sx={{ width: 64, flexShrink: 0 }}>
            {palette}
          </Typography>
          {shades.map((shade) => (
            <Box
              key={shade}
              title={`${palette}.${shade}`}
              sx={{ width: 36, height: 28, flexShrink: 0, borderRadius: 'xs', bgcolor: `${palette}.${shade}` }}
            />
          ))}
        </Stack>
      ))}
      <Stack direction="row" spacing={0.5} sx={{ pl: 8.5 }}>
        {shades.map((shade) => (
          <Typography key={shade} level="body-xs" sx={{ width: 36, flexShrink: 0, textAlign: 'center' }}>
            {shade}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}
