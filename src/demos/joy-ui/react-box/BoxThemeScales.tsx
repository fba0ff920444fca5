import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const radii = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const shadows = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export default function BoxThemeScales() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {radii.map((radius) => (
          <Box
            key={radius}
            sx={{
              width: 72,
              height: 56,
              display: 'grid',
              placeItems: 'center',
              borderRadius: radius,
              border: '1px solid',
              borderColor: 'primary.outlinedBorder',
              bgcolor: 'primary.softBg',
              color: 'primary.softColor',
              fontSize: 'sm',
            }}
          >
            radius {radius}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {shadows.map((shadow) => (
          <Box
            key={shadow}
            sx={{ width: 72, height: 56, display: 'grid', placeItems: 'center', borderRadius: 'sm', boxShadow: shadow, bgcolor: 'background.surface' }}
          >
            <Typography level="body-xs">shadow {shadow}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
