import Box from '@mui/system/Box';

const samples = [
  { sx: { bgcolor: 'primary.main', color: 'primary.contrastText' }, code: "bgcolor: 'primary.main'" },
  { sx: { p: 3, bgcolor: 'action.hover' }, code: 'p: 3 (theme.spacing)' },
  { sx: { borderRadius: 3, border: 1, borderColor: 'divider' }, code: 'borderRadius: 3 (theme.shape)' },
  { sx: { boxShadow: 4, bgcolor: 'background.paper' }, code: 'boxShadow: 4 (theme.shadows)' },
  { sx: { fontWeight: 'fontWeightBold', border: 1, borderColor: 'divider' }, code: "fontWeight: 'fontWeightBold'" },
  { sx: { color: 'text.secondary', border: 1, borderColor: 'divider' }, code: "color: 'text.secondary'" },
] as const;

export default function UsageThemeAware() {
  return (
    <Box
      sx={{
        width: 1,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        gap: 2,
      }}
    >
      {samples.map((sample) => (
        <Box key={sample.code} sx={{ p: 1.5, borderRadius: 1, ...sample.sx }}>
          {/* Inherit the tile's color and weight instead of the page's code style. */}
          <Box
            component="code"
            sx={{
              p: 0,
              border: 0,
              fontSize: 13,
              fontWeight: 'inherit',
              color: 'inherit',
              bgcolor: 'transparent',
            }}
          >
            {sample.code}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
