import Box from '@mui/system/Box';

export default function SizingResponsive() {
  return (
    <Box sx={{ width: 1, bgcolor: 'action.hover', p: 1, borderRadius: 1 }}>
      <Box
        sx={{
          // Full width on phones, two thirds from sm, one third from md.
          width: { xs: 1, sm: 2 / 3, md: 1 / 3 },
          height: { xs: 64, md: 96 },
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          typography: 'body2',
        }}
      >
        width: xs 1, sm 2/3, md 1/3
      </Box>
    </Box>
  );
}
