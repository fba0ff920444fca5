import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

export default function UseThemeHook() {
  const theme = useTheme();
  // With CSS theme variables, `theme.vars` holds var(...) references that
  // follow the active color scheme; without them, read `theme` directly.
  const tokens = theme.vars || theme;

  const rows = [
    { label: 'theme.spacing(2)', value: theme.spacing(2) },
    {
      label: 'theme.shape.borderRadius',
      value: `${theme.shape.borderRadius}px`,
    },
    {
      label: 'theme.typography.fontSize',
      value: `${theme.typography.fontSize}px`,
    },
    {
      label: 'theme.breakpoints.values.md',
      value: `${theme.breakpoints.values.md}px`,
    },
    { label: 'theme.breakpoints.up("md")', value: theme.breakpoints.up('md') },
  ];

  return (
    <Stack spacing={2}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }}
      >
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography
              component="dt"
              variant="body2"
              sx={{ fontFamily: 'monospace' }}
            >
              {row.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, color: 'text.secondary', overflowWrap: 'anywhere' }}
            >
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        {(['primary', 'secondary', 'success', 'error'] as const).map(
          (color) => (
            <Box
              key={color}
              style={{
                backgroundColor: tokens.palette[color].main,
                color: tokens.palette[color].contrastText,
                padding: theme.spacing(1, 1.5),
                borderRadius: theme.shape.borderRadius,
              }}
            >
              <Typography variant="caption">{color}</Typography>
            </Box>
          ),
        )}
      </Stack>
    </Stack>
  );
}
