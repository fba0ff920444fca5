import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function BadgeVariants() {
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        {variants.map((variant) => (
          <Badge key={variant} variant={variant} badgeContent={7}>
            <Typography level="body-md" sx={{ pr: 1 }}>
              {variant}
            </Typography>
          </Badge>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Badge key={color} color={color} badgeContent={7}>
            <Typography level="body-md" sx={{ pr: 1 }}>
              {color}
            </Typography>
          </Badge>
        ))}
      </Box>
    </Stack>
  );
}
