import Box from '@mui/material/Box';

const tiles = ['Header', 'Navigation', 'Main', 'Aside', 'Footer'];

export default function BoxGrid() {
  return (
    <Box
      sx={{
        width: '100%',
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr 160px' },
        gridTemplateAreas: {
          xs: '"header" "main" "navigation" "aside" "footer"',
          sm: '"header header header" "navigation main aside" "footer footer footer"',
        },
      }}
    >
      {tiles.map((tile) => (
        <Box
          key={tile}
          sx={{
            gridArea: tile.toLowerCase(),
            minHeight: tile === 'Main' ? 120 : 48,
            p: 1.5,
            borderRadius: 1,
            typography: 'body2',
            fontWeight: 600,
            bgcolor: tile === 'Main' ? 'action.selected' : 'action.hover',
          }}
        >
          {tile}
        </Box>
      ))}
    </Box>
  );
}
