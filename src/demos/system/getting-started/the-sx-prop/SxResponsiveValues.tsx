import Box from '@mui/system/Box';

const tiles = ['North', 'East', 'South', 'West'];

export default function SxResponsiveValues() {
  return (
    <Box>
      <Box sx={{ typography: 'body2', color: 'text.secondary', mb: 1 }}>
        One column on phones, two from the sm breakpoint, four from md. Resize the window to see
        the tiles reflow.
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          gap: { xs: 1, md: 2 },
        }}
      >
        {tiles.map((tile) => (
          <Box
            key={tile}
            sx={{
              p: { xs: 1, md: 2 },
              textAlign: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              borderRadius: 1,
              fontSize: { xs: 14, md: 18 },
            }}
          >
            {tile}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
