import Box from '@mui/material/Box';
import { Theme } from '@mui/material/styles';

export default function SxCallbackValues() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {/* A callback for one property receives the theme. */}
      <Box
        sx={{
          p: 2,
          borderRadius: 1,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          width: (theme: Theme) => theme.spacing(28),
        }}
      >
        Width from theme.spacing(28)
      </Box>
      {/* A callback for the whole object can compute several values at once. */}
      <Box
        sx={(theme: Theme) => ({
          p: 2,
          borderRadius: 1,
          width: theme.spacing(28),
          // Palette paths inside the returned object still follow the colour mode.
          color: 'secondary.contrastText',
          bgcolor: 'secondary.main',
          boxShadow: theme.shadows[3],
          ...theme.applyStyles('dark', { boxShadow: 'none' }),
        })}
      >
        Width from the theme; a shadow in light mode only
      </Box>
    </Box>
  );
}
