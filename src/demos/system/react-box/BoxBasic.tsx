import Box from '@mui/system/Box';

export default function BoxBasic() {
  return (
    <Box
      sx={{
        width: 1,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Box
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 'bold',
        }}
      >
        M
      </Box>
      <Box>
        <Box sx={{ typography: 'subtitle1' }}>Welcome back</Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
          A Box is a div that understands the sx prop.
        </Box>
      </Box>
    </Box>
  );
}
