import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const shadows = ['xs', 'sm', 'md', 'lg'] as const;

// Shadows are built from the scheme's shadow colour and opacity variables, so they stay
// visible on dark surfaces instead of disappearing.
export default function ShadowAndSurface() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
      {shadows.map((shadow) => (
        <Card key={shadow} variant="outlined" sx={{ boxShadow: shadow, width: 120 }}>
          <Typography level="title-sm">shadow {shadow}</Typography>
          <Typography level="body-xs">background.surface</Typography>
        </Card>
      ))}
    </Stack>
  );
}
