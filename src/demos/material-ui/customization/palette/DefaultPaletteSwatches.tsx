import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, getContrastRatio } from '@mui/material/styles';

const palettes = {
  light: createTheme().palette,
  dark: createTheme({ palette: { mode: 'dark' } }).palette,
};

const intentions = [
  'primary',
  'secondary',
  'error',
  'warning',
  'info',
  'success',
] as const;

// Small labels need 4.5:1, more than the palette's default contrastThreshold of 3:
// pure white or black, whichever contrasts more, always reaches it.
function readableText(background: string) {
  return getContrastRatio(background, '#fff') >= getContrastRatio(background, '#000') ? '#fff' : '#000';
}

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <Box
      sx={{
        bgcolor: color,
        color: readableText(color),
        px: 1,
        py: 0.75,
        minWidth: 0,
      }}
    >
      <Typography variant="caption" component="p" noWrap>
        {label}
      </Typography>
      <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace' }} noWrap>
        {color}
      </Typography>
    </Box>
  );
}

export default function DefaultPaletteSwatches() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {(['light', 'dark'] as const).map((mode) => {
        const palette = palettes[mode];
        return (
          <Box key={mode} sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {mode === 'light' ? 'Light (default)' : "palette.mode: 'dark'"}
            </Typography>
            <Stack spacing={0.5}>
              {intentions.map((name) => (
                <Box
                  key={name}
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
                    borderRadius: 1,
                    overflow: 'hidden',
                  }}
                >
                  {(['light', 'main', 'dark'] as const).map((shade) => (
                    <Swatch
                      key={shade}
                      color={palette[name][shade]}
                      label={`${name}.${shade}`}
                    />
                  ))}
                </Box>
              ))}
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                  borderRadius: 1,
                  overflow: 'hidden',
                  border: 1,
                  borderColor: 'divider',
                }}
              >
                <Swatch
                  color={palette.background.default}
                  label="background.default"
                />
                <Swatch
                  color={palette.background.paper}
                  label="background.paper"
                />
              </Box>
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
