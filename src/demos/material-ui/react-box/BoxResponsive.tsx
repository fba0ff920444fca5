import Box from '@mui/material/Box';

export default function BoxResponsive() {
  return (
    <Box
      sx={{
        display: 'flex',
        // A column on phones, a row from the sm breakpoint up.
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: { xs: 1, md: 3 },
        p: { xs: 1.5, md: 3 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: { xs: '100%', sm: 96 },
          height: { xs: 64, sm: 96 },
          flexShrink: 0,
          borderRadius: 1,
          bgcolor: 'primary.main',
        }}
      />
      <Box>
        <Box sx={{ typography: { xs: 'subtitle1', md: 'h6' }, fontWeight: 600 }}>
          Weekend cabin, sleeps four
        </Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
          Resize the window: the layout, the spacing and the title size change at
          the sm and md breakpoints.
        </Box>
      </Box>
    </Box>
  );
}
