import Box from '@mui/system/Box';

const cell = {
  p: 1.5,
  borderRadius: 1,
  bgcolor: 'action.selected',
} as const;

export default function CssGridTemplate() {
  return (
    <Box
      sx={{
        width: 1,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        gridTemplateRows: 'auto 1fr auto',
        gridTemplateAreas: {
          xs: `"header" "main" "sidebar" "footer"`,
          sm: `"header header" "sidebar main" "footer footer"`,
        },
        gap: 1,
        minHeight: 240,
      }}
    >
      <Box
        sx={{
          ...cell,
          gridArea: 'header',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        Header
      </Box>
      <Box sx={{ ...cell, gridArea: 'sidebar' }}>Sidebar</Box>
      <Box sx={{ ...cell, gridArea: 'main' }}>Main content</Box>
      <Box sx={{ ...cell, gridArea: 'footer' }}>Footer</Box>
    </Box>
  );
}
