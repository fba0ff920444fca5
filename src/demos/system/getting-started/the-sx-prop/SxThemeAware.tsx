import Box from '@mui/system/Box';

export default function SxThemeAware() {
  return (
    <Box
      sx={{
        // Palette paths, spacing units, shape multiples, shadow and typography keys:
        // each value is looked up in the theme.
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        boxShadow: 2,
        p: 2,
        maxWidth: 360,
      }}
    >
      <Box sx={{ typography: 'overline', color: 'text.secondary' }}>Weekly report</Box>
      <Box sx={{ typography: 'h5', fontWeight: 'bold', my: 0.5 }}>1,284 orders</Box>
      <Box sx={{ typography: 'body2', color: 'success.main' }}>+12% compared with last week</Box>
    </Box>
  );
}
