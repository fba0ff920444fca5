import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

// The five shadow tokens, from theme.shadow (boxShadow: 'md' in sx reads var(--joy-shadow-md)).
export default function ShadowScale() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: 3, p: 1 }}>
      {sizes.map((size) => (
        <Sheet
          key={size}
          variant="outlined"
          sx={{ height: 88, borderRadius: 'md', boxShadow: size, display: 'grid', placeItems: 'center' }}
        >
          <Typography level="title-sm">shadow.{size}</Typography>
        </Sheet>
      ))}
    </Box>
  );
}
