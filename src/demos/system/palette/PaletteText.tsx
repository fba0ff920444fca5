import Box from '@mui/system/Box';

export default function PaletteText() {
  return (
    <Box
      sx={{
        width: 1,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ color: 'text.primary' }}>text.primary: the main reading color</Box>
      <Box sx={{ color: 'text.secondary' }}>text.secondary: supporting details</Box>
      <Box sx={{ color: 'text.disabled' }}>text.disabled: inactive content</Box>
      <Box sx={{ color: 'primary.main' }}>primary.main used as a text color</Box>
      <Box
        sx={{
          color: 'error.contrastText',
          bgcolor: 'error.main',
          px: 1,
          mt: 1,
          borderRadius: 0.5,
        }}
      >
        error.contrastText on error.main
      </Box>
      <Box sx={{ color: 'success.main', mt: 1 }}>
        success.main for positive feedback
      </Box>
    </Box>
  );
}
