import Box from '@mui/system/Box';
import { useMediaQuery, useTheme } from '@mui/system';

const breakpoints = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export default function ThemeMediaQuery() {
  const theme = useTheme();
  // By default the hook answers false on the server and while hydrating, then
  // updates once it can read the viewport.
  const isMdUp = useMediaQuery(theme.breakpoints.up('md'));
  const isSmDown = useMediaQuery(theme.breakpoints.down('sm'));

  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box component="ul" sx={{ m: 0, pl: 2.5, fontFamily: 'monospace', fontSize: 13 }}>
        <li>{`up('md'): ${String(isMdUp)}`}</li>
        <li>{`down('sm'): ${String(isSmDown)}`}</li>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {breakpoints.map((key) => (
          <Box
            key={key}
            sx={{
              px: 1.5,
              py: 0.5,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              fontSize: 13,
              // Highlight the breakpoints the viewport has reached, in CSS only.
              [theme.breakpoints.up(key)]: {
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                borderColor: 'primary.main',
              },
            }}
          >
            {key} ≥ {theme.breakpoints.values[key]}px
          </Box>
        ))}
      </Box>
    </Box>
  );
}
