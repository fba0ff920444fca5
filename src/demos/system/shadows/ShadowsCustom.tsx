import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

const card = {
  width: 160,
  height: 88,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  borderRadius: 2,
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  fontSize: 13,
} as const;

export default function ShadowsCustom() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, p: 1 }}>
      <Box sx={{ ...card, boxShadow: 'inset 0 2px 6px rgba(0, 0, 0, 0.25)' }}>
        Inset shadow
      </Box>
      {/* A ring in the primary color; theme.vars holds the CSS variable when the
          theme generates them, so the color follows light and dark mode. */}
      <Box
        sx={(theme: Theme) => ({
          ...card,
          boxShadow: `0 0 0 3px ${(theme.vars || theme).palette.primary.main}`,
        })}
      >
        Ring from the palette
      </Box>
      {/* Two layers: a theme level plus a coloured glow. */}
      <Box
        sx={(theme: Theme) => ({
          ...card,
          boxShadow: `${theme.shadows[3]}, 0 0 16px ${(theme.vars || theme).palette.secondary.main}`,
        })}
      >
        Level 3 plus a glow
      </Box>
    </Box>
  );
}
