import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

const palettes = {
  light: createTheme().palette,
  dark: createTheme({ palette: { mode: 'dark' } }).palette,
};

export default function NeutralColors() {
  return (
    <Box sx={{ width: '100%', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      {(['light', 'dark'] as const).map((mode) => {
        const palette = palettes[mode];
        const tokens: Array<[string, string]> = [
          ['text.primary', palette.text.primary],
          ['text.secondary', palette.text.secondary],
          ['text.disabled', palette.text.disabled],
          ['divider', palette.divider],
          ['action.hover', palette.action.hover],
          ['action.selected', palette.action.selected],
        ];
        return (
          // Each panel paints its own default background, so the tokens show as they are meant to.
          <Box
            key={mode}
            sx={{ p: 2, borderRadius: 1, border: 1, borderColor: 'divider' }}
            style={{ backgroundColor: palette.background.default, color: palette.text.primary }}
          >
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {mode} · background.default {palette.background.default}
            </Typography>
            <Stack spacing={0.75}>
              {tokens.map(([name, value]) => (
                <Stack key={name} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Box
                    sx={{ width: 40, height: 24, borderRadius: 0.5, flexShrink: 0 }}
                    style={{ backgroundColor: value, outline: `1px solid ${palette.divider}` }}
                  />
                  <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                    {name}
                  </Typography>
                  <Typography variant="caption" sx={{ fontFamily: 'monospace' }} style={{ color: palette.text.secondary }}>
                    {value}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
