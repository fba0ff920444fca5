import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

export default function DisplayResponsive() {
  return (
    <Stack spacing={1} sx={{ width: 1 }}>
      <Box
        sx={{
          display: { xs: 'block', md: 'none' },
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        Visible below the md breakpoint only
      </Box>
      <Box
        sx={{
          display: { xs: 'none', md: 'block' },
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
        }}
      >
        Visible from the md breakpoint up
      </Box>
      <Box sx={{ displayPrint: 'none', color: 'text.secondary' }}>
        This line is hidden when the page is printed.
      </Box>
    </Stack>
  );
}
