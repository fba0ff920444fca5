import Box from '@mui/system/Box';
import { useTheme } from '@mui/system';

export default function ThemeUseTheme() {
  const theme = useTheme();
  const rows = [
    ['theme.spacing(2)', theme.spacing(2)],
    ['theme.shape.borderRadius', String(theme.shape.borderRadius)],
    ["theme.breakpoints.up('md')", theme.breakpoints.up('md')],
  ];

  return (
    <Box
      component="dl"
      sx={{
        width: 1,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gap: 1,
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box
            component="dt"
            sx={{ fontFamily: 'monospace', color: 'text.secondary' }}
          >
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
