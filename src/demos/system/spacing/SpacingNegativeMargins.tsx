import Box from '@mui/system/Box';

const people = ['AL', 'BK', 'CM', 'DN', 'EO'];

export default function SpacingNegativeMargins() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, width: 1, maxWidth: 420 }}>
      <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Box sx={{ typography: 'body2', mb: 1 }}>A card with padding 2</Box>
        {/* mx: -2 cancels the card's padding: the strip reaches both edges. */}
        <Box sx={{ mx: -2, px: 2, py: 1, bgcolor: 'action.hover', typography: 'body2' }}>
          Full-bleed strip with mx: -2
        </Box>
      </Box>
      <Box sx={{ display: 'flex' }} aria-label="Five people in this project" role="group">
        {people.map((initials, index) => (
          <Box
            key={initials}
            sx={{
              // Each avatar after the first overlaps the previous one by 1 unit.
              ml: index === 0 ? 0 : -1,
              width: 40,
              height: 40,
              borderRadius: '50%',
              border: 2,
              borderColor: 'background.paper',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              typography: 'body2',
            }}
          >
            {initials}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
