import Box from '@mui/system/Box';

export default function BoxResponsive() {
  return (
    <Box
      sx={{
        width: 1,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: 2,
        p: { xs: 1.5, sm: 2 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: { xs: 1, sm: 120 },
          height: { xs: 96, sm: 80 },
          borderRadius: 1,
          bgcolor: 'secondary.main',
        }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ fontWeight: 'fontWeightBold' }}>Mountain cabin</Box>
        <Box sx={{ color: 'text.secondary', fontSize: 14 }}>
          Sleeps four, wood stove, 2 km from the trailhead.
        </Box>
      </Box>
      <Box sx={{ fontWeight: 'fontWeightMedium', textAlign: { xs: 'left', sm: 'right' } }}>
        €120 / night
      </Box>
    </Box>
  );
}
