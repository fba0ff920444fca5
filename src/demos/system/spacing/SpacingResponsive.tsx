import Box from '@mui/system/Box';

export default function SpacingResponsive() {
  return (
    <Box
      sx={{
        // 8px on phones, 16px from sm, 32px from md (with the default 8px spacing unit).
        p: { xs: 1, sm: 2, md: 4 },
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      <Box
        sx={{
          p: 2,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          typography: 'body2',
        }}
      >
        The outer padding is p: xs 1, sm 2, md 4. Narrow the window and it shrinks.
      </Box>
    </Box>
  );
}
